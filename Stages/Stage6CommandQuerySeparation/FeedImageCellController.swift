import Foundation

/// Stands in for a table view cell: it shows one item's image at a time, and a reused cell must
/// stop loading the image it showed before.
public final class FeedImageCellController {
    private let loader: FeedImageDataLoader
    private var task: FeedImageDataLoaderTask = NullFeedImageDataLoaderTask()

    public private(set) var imageData: Data?

    public init(loader: FeedImageDataLoader) {
        self.loader = loader
    }

    public func display(_ model: FeedImage) {
        task.cancel()
        imageData = nil

        task = loader.loadImageData(from: model.imageURL) { [weak self] result in
            self?.imageData = try? result.get()
        }
    }
}
