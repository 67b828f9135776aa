protocol IContainer: AnyObject {
    func resolve<T: IResolvable>(args: T.Arguments) -> T
}

protocol IResolvable: AnyObject {
    associatedtype Arguments
    init(container: IContainer, args: Arguments)
}

protocol ISingleton: IResolvable where Arguments == Void {}
protocol IPerRequest: IResolvable {}
protocol IScreenModel: IPerRequest {}
