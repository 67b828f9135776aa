import UIKit
import DITranquillity

protocol Screen {}

// Its superclass comes from UIKit, which may conform to anything: not reported.
final class HomeController: UIViewController {}

// A macro may add conformances dilint cannot see.
@Observable
final class ProfileModel {}

// A type the analyzed code does not declare.
func configureScreens(_ container: DIContainer) {
    container.register(HomeController.init).as(Screen.self)
    container.register(ProfileModel.init).as(Screen.self)
    container.register { URLSession.shared }.as(Screen.self)
}
