// No `import DITranquillity`: the same shapes are someone else's code.

final class Workshop {
    let builder = Toolbox()

    func make(scope: Toolbox) -> Widget {
        builder.register(Widget.self).asType(Gadget.self).instanceSingle()
        builder.register { Widget() }
        return Widget(part: *!scope)
    }
}

protocol Gadget {}
final class Toolbox {}
final class Widget: Gadget {
    init(part: Int = 0) {}
}
