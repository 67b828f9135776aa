import DITranquillity
import Foundation
import UIKit

// The builder API: `DIContainerBuilder`, modules and assemblies, `*!scope`.

protocol TaskRepositoryProtocol {}
protocol LoggerProtocol {}
final class TaskRepository: TaskRepositoryProtocol {}
final class LogManager: LoggerProtocol {
    init(_ date: Date) {}
}

final class TaskController {
    var logger: LoggerProtocol? = nil
    private let repository: TaskRepositoryProtocol

    init(repository: TaskRepository) {
        self.repository = repository
    }
}

enum TaskSetup {
    static func make() -> TaskController {
        let builder = DIContainerBuilder()
        builder.register(TaskRepository.self) // expect-registration: TaskRepository as=TaskRepositoryProtocol concrete=TaskRepository lifetime=unknown
            .asType(TaskRepositoryProtocol.self)
            .initializer { TaskRepository() }
        builder.register(LogManager.self) // expect-registration: LogManager as=LoggerProtocol
            .asType(LoggerProtocol.self)
            .initializer { LogManager(Date()) }
        builder.register(TaskController.self) // expect-registration: TaskController
            .initializer { (scope) in TaskController(repository: *!scope) } // expect-resolution: TaskRepository forced by=TaskController
            .dependency { (scope, taskController) in taskController.logger = try? scope.resolve() } // expect-resolution: LoggerProtocol optional deferred by=TaskController
        let container = try! builder.build()
        let taskController: TaskController = container.resolve() // expect-resolution: TaskController plain by=
        return taskController
    }
}

protocol Server {
    func get(method: String) -> Data?
}

final class ServerImpl: Server {
    init(domain: String) {}
    func get(method: String) -> Data? { nil }
}

protocol Logger {
    func log(_ message: String)
}

final class ConsoleLogger: Logger { func log(_ message: String) {} }
final class FileLogger: Logger {
    init(file: String) {}
    func log(_ message: String) {}
}
final class MainLogger: Logger {
    init(loggers: [Logger]) {}
    func log(_ message: String) {}
}

final class YourPresenter {
    var log: Logger?
    private let server: Server

    init(server: Server) {
        self.server = server
    }
}

final class YourViewController: UIViewController {
    var presenter: YourPresenter!
}

final class Cache {
    init(server: Server, name: String) {}
}

final class Archive {
    var log: Logger?
    init(server: Server, loggers: [Logger]) {}
}

final class Session {
    var loggers: [Logger] = []
}

class AppModule: DIModule {
    func load(builder: DIContainerBuilder) {
        builder.register(UIStoryboard.self) // expect-registration: UIStoryboard name="Main" lifetime=singleton concrete=DIStoryboard
            .asName("Main")
            .instanceSingle()
            .initializer { scope in DIStoryboard(name: "Main", bundle: nil, container: scope) }
        builder.register(YourPresenter.self) // expect-registration: YourPresenter lifetime=scoped
            .instancePerScope()
            .initializer { scope in try YourPresenter(server: *!scope) } // expect-resolution: Server forced by=YourPresenter
            .dependency { (scope, obj) in obj.log = *?scope } // expect-resolution: Logger optional deferred by=YourPresenter
        builder.register(YourViewController.self) // expect-registration: YourViewController lifetime=transient
            .instancePerRequest()
            .dependency { (scope, self) in self.presenter = try! scope.resolve() } // expect-resolution: YourPresenter forced deferred by=YourViewController
        builder.register(Cache.self) // expect-registration: Cache lifetime=transient
            .lifetime(.perDependency)
            .initializer { scope in try Cache(server: scope.resolve(), name: scope.resolve(name: "cacheName")) } // expect-resolution: Server plain by=Cache // expect-resolution: String name="cacheName" by=Cache
        builder.register(Session.self) // expect-registration: Session lifetime=scoped
            .lifetime(.perScope)
            .dependency { scope, session in session.loggers = try scope.resolveMany() } // expect-resolution: Logger many deferred by=Session
        builder.register { ConsoleLogger() } // expect-registration: ConsoleLogger concrete=ConsoleLogger lifetime=unknown
        builder.register(Archive.self) // expect-registration: Archive lifetime=singleton
            .instanceLazySingle()
            .initializer { scope in try Archive(server: *scope, loggers: **scope) } // expect-resolution: Server plain by=Archive // expect-resolution: Logger many plain by=Archive
            .dependency { $1.log = *?$0 } // expect-resolution: Logger optional deferred by=Archive
    }
}

class ServerModule: DIModule {
    func load(builder: DIContainerBuilder) {
        builder.register(ServerImpl.self) // expect-registration: ServerImpl as=Server lifetime=singleton
            .asSelf()
            .asType(Server.self)
            .instanceSingle()
            .initializer { ServerImpl(domain: "https://your_site.com/") }
    }
}

class LoggerModule: DIModule {
    func load(builder: DIContainerBuilder) {
        builder.register(FileLogger.self) // expect-registration: FileLogger as=Logger lifetime=singleton
            .asType(Logger.self)
            .instanceSingle()
            .initializer { FileLogger(file: "file.log") }
        builder.register(MainLogger.self) // expect-registration: MainLogger as=Logger default lifetime=singleton
            .asType(Logger.self)
            .asDefault()
            .lifetime(.lazySingle)
            .initializer { scope in MainLogger(loggers: **!scope) } // expect-resolution: Logger many forced by=MainLogger
    }
}

class AppAssembly: DIAssembly {
    var publicModules: [DIModule] = [ServerModule()]
    var intermalModules: [DIModule] = [AppModule(), LoggerModule()]
    var dependencies: [DIAssembly] = []
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidFinishLaunching(_ application: UIApplication) {
        let builder = DIContainerBuilder()
        builder.register(assembly: AppAssembly())
        let container = try! builder.build()
        let storyboard: UIStoryboard = try! container.resolve(Name: "Main") // expect-resolution: UIStoryboard forced name="Main" by=
        let logger = try container.resolve(Logger.self) // expect-resolution: Logger plain
        let server: Server = *container // expect-resolution: Server plain
        let anything = try? container.resolve() // expect-resolution: ? optional
        window?.rootViewController = storyboard.instantiateInitialViewController()
        _ = (logger, server, anything)
    }
}
