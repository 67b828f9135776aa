import DITranquillity
import SwiftLazy

// A screen names the wrapper its router asks for with a typealias nested in the screen:
// `Provider1<Screen, Input>` reached through `Screen.Endpoint` asks for the screen, made
// later with the input, exactly as `Provider1<Screen, Input>` written out does.

struct LessonInput {
    let id: Int
}

final class LessonStore {}

final class LessonScreen {
    typealias Endpoint = Provider1<LessonScreen, LessonInput>
    init(input: LessonInput, store: LessonStore) {}
}

final class LessonListScreen {
    typealias Endpoint = Provider<LessonListScreen>
    init(store: LessonStore) {}
}

final class LessonPairScreen {
    typealias Endpoint = Provider2<LessonPairScreen, Int, String>
    init(first: Int, second: String) {}
}

// Declared at the top level, and an alias of an alias.
typealias LessonOpening = LessonScreen.Endpoint

final class QuizScreen {
    typealias Endpoint = Provider1<QuizScreen, Int>
}

struct LessonRoutes {
    let open: LessonScreen.Endpoint
    let list: LessonListScreen.Endpoint
    let pair: LessonPairScreen.Endpoint
    let again: LessonOpening
}

struct QuizRoutes {
    let quiz: QuizScreen.Endpoint
}

final class LessonsFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(LessonStore.init)
        container.register { LessonScreen(input: arg($0), store: $1) }
        container.register(LessonListScreen.init)
        container.register { LessonPairScreen(first: arg($0), second: arg($1)) }
        container.register(LessonRoutes.init)
        // Nothing registers QuizScreen: the alias is looked through, and what it wraps is missing.
        container.register(QuizRoutes.init) // expect-error: unregistered-resolution "'QuizScreen' is resolved here"
    }
}
