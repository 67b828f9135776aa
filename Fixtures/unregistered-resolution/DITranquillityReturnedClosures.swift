import DITranquillity
import UIKit

// A factory that returns a closure registers a function type: a coordinator is handed
// functions that make a screen from its input when it opens one. The inner closure's
// types are often left to the compiler (`{ input in … }`): then what is registered is
// some function of that many parameters, and a resolution of a function type of as
// many parameters is not known to be missing.

struct ChapterInput {}
final class ChapterEnvironment {}

final class ChapterScreen: UIViewController {
    init(input: ChapterInput, environment: ChapterEnvironment) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

extension UIViewController {
    var asChapterScreen: UIViewController { self }
}

final class ChapterArchive {}

final class ArchiveScreen: UIViewController {
    init(archive: ChapterArchive, input: ChapterInput) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

struct ChapterCoordinator {
    let openChapter: (ChapterInput) -> UIViewController
    let openPage: (ChapterInput, Int) -> UIViewController
    let openSearch: (String) -> UIViewController
    let openLater: ((ChapterInput) -> UIViewController)?
}

struct ChapterReviewRoutes {
    let openReview: (ChapterInput, Int, String) -> UIViewController
}

final class ChaptersFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(ChapterEnvironment.init)
        // The inner closure's parameter type is inferred by the compiler: a function of one parameter.
        container.register { environment in { input in
            ChapterScreen(input: input, environment: environment).asChapterScreen
        }}
        // Written out whole: exactly this function type.
        container.register { (environment: ChapterEnvironment) in { (input: ChapterInput, page: Int) -> UIViewController in
            ChapterScreen(input: input, environment: environment)
        }}
        container.register { environment in { (text: String) in
            ChapterScreen(input: ChapterInput(), environment: environment).asChapterScreen
        }}
        container.register(ChapterCoordinator.init)
        // The outer closure's parameters are resolved when it runs, the inner one's are
        // the input: a screen needing what nothing registers is reported.
        container.register { archive in { (input: ChapterInput) in
            ArchiveScreen(archive: archive, input: input).asChapterScreen // expect-error: unregistered-resolution "'ChapterArchive' is resolved here"
        }}
        // No closure of three parameters is registered.
        container.register(ChapterReviewRoutes.init) // expect-error: unregistered-resolution "'(ChapterInput, Int, String) -> UIViewController' is resolved here"
    }
}
