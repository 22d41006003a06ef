import Foundation

/// Stands in for a table view cell: it shows one item's image at a time, and a reused cell must
/// stop loading the image it showed before.
///
/// `cancel()` asks a loader to stop; it does not promise that the completion never comes. So the
/// controller shows the result of its current load only, and ignores a cancelled one that completes late.
public final class FeedImageCellController {
    private let loader: FeedImageDataLoader
    private var task: FeedImageDataLoaderTask = NullFeedImageDataLoaderTask()
    private var currentLoad = 0

    public private(set) var imageData: Data?
    /// What a cell shows as a loading indicator; it stops with the current load, whatever its result.
    public private(set) var isLoading = false

    public init(loader: FeedImageDataLoader) {
        self.loader = loader
    }

    public func display(_ model: FeedImage) {
        task.cancel()
        imageData = nil
        isLoading = true
        currentLoad += 1

        let load = currentLoad
        task = loader.loadImageData(from: model.imageURL) { [weak self] result in
            guard let self, load == self.currentLoad else { return }

            self.imageData = try? result.get()
            self.isLoading = false
        }
    }
}
