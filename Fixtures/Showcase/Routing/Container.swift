protocol IContainer: AnyObject {
    func resolve<T: IResolvable>(args: T.Arguments) -> T
}

extension IContainer {
    func resolve<T: IResolvable>() -> T where T.Arguments == Void {
        resolve(args: ())
    }
}

protocol IResolvable: AnyObject {
    associatedtype Arguments
    init(container: IContainer, args: Arguments)
}

protocol ISingleton: IResolvable where Arguments == Void {}
protocol IPerRequest: IResolvable {}
