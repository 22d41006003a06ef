import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

@Suite(.trackingMemoryLeaks)
struct FeedImageCellControllerTests {
    @Test func test_init_doesNotLoadImageData() {
        let (_, loader) = makeSUT()

        #expect(loader.loadedURLs == [])
    }

    @Test func test_display_loadsImageDataFromModelURL() {
        let model = uniqueImage()
        let (sut, loader) = makeSUT()

        sut.display(model)

        #expect(loader.loadedURLs == [model.imageURL])
    }

    @Test func test_display_firstTime_hasNoPreviousTaskToCancel() {
        let (sut, loader) = makeSUT()

        sut.display(uniqueImage())

        #expect(loader.cancelledURLs == [])
    }

    @Test func test_display_cancelsRunningTaskWhenDisplayingANewModel() {
        let first = uniqueImage()
        let (sut, loader) = makeSUT()

        sut.display(first)
        sut.display(uniqueImage())

        #expect(loader.cancelledURLs == [first.imageURL])
    }

    @Test func test_display_isLoadingUntilTheLoadCompletes() {
        let (sut, loader) = makeSUT()

        sut.display(uniqueImage())
        #expect(sut.isLoading)

        loader.complete(with: Data("image".utf8))
        #expect(!sut.isLoading)
    }

    @Test func test_display_showsLoadedImageData() {
        let imageData = Data("image".utf8)
        let (sut, loader) = makeSUT()

        sut.display(uniqueImage())
        loader.complete(with: imageData)

        #expect(sut.imageData == imageData)
    }

    @Test func test_display_showsNoImageDataOnLoaderError() {
        let (sut, loader) = makeSUT()

        sut.display(uniqueImage())
        loader.complete(with: anyNSError())

        #expect(sut.imageData == nil)
        #expect(!sut.isLoading)
    }

    @Test func test_display_ignoresImageDataOfACancelledLoadThatCompletesLate() {
        let (sut, loader) = makeSUT()

        sut.display(uniqueImage())
        sut.display(uniqueImage())
        loader.complete(with: Data("stale image".utf8), at: 0)

        #expect(sut.imageData == nil)
    }

    @Test func test_display_showsImageDataOfTheCurrentLoad() {
        let imageData = Data("image".utf8)
        let (sut, loader) = makeSUT()

        sut.display(uniqueImage())
        sut.display(uniqueImage())
        loader.complete(with: imageData, at: 1)

        #expect(sut.imageData == imageData)
    }

    // MARK: - Helpers

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: FeedImageCellController, loader: FeedImageDataLoaderSpy) {
        let loader = FeedImageDataLoaderSpy()
        let sut = FeedImageCellController(loader: loader)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(loader, sourceLocation: sourceLocation)
        return (sut, loader)
    }

    private final class FeedImageDataLoaderSpy: FeedImageDataLoader {
        private var messages = [(url: URL, completion: @MainActor (FeedImageDataLoader.Result) -> Void)]()
        private(set) var cancelledURLs = [URL]()

        var loadedURLs: [URL] {
            messages.map(\.url)
        }

        private struct TaskSpy: FeedImageDataLoaderTask {
            let onCancel: () -> Void

            func cancel() {
                onCancel()
            }
        }

        func loadImageData(
            from url: URL,
            completion: @escaping @MainActor (FeedImageDataLoader.Result) -> Void
        ) -> FeedImageDataLoaderTask {
            messages.append((url, completion))
            return TaskSpy { [weak self] in self?.cancelledURLs.append(url) }
        }

        func complete(
            with data: Data, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            complete(with: .success(data), at: index, sourceLocation: sourceLocation)
        }

        func complete(
            with error: Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            complete(with: .failure(error), at: index, sourceLocation: sourceLocation)
        }

        private func complete(
            with result: FeedImageDataLoader.Result, at index: Int, sourceLocation: SourceLocation
        ) {
            messages.request(at: index, of: "image data", sourceLocation: sourceLocation)?.completion(result)
        }
    }
}
