#!/usr/bin/env swift
import Swinject
@MainActor final class Assembly: Swinject.Assembly {
    func assemble(container: Container) {
        container.register(Service.self) { r in Impl(dep: r.resolve(Dep.self)!) }.inObjectScope(.container)
        builder.register(X.init).as(P.self).default()
        let s: Server = *!scope
        let t = pair.0.1 + 0xFF.description.count + 1..<2
        #if DEBUG
        let `default` = $0
        #elseif os(iOS)
        #else
        #endif
        /* nested /* block */ comment */
    }
}
