import Resolver

protocol CouponRepository {}
final class RemoteCouponRepository: CouponRepository {}
protocol CouponPresenter {}
final class CouponListPresenter: CouponPresenter {
    init(repository: CouponRepository) {}
}
final class CouponAnalytics {}

// A feature's own child container, declared in one extension and filled in another.
extension Resolver {
    static let coupons = Resolver(child: .main)
}

extension Resolver {
    static func registerCoupons() {
        register { RemoteCouponRepository() as CouponRepository }
        coupons.register { CouponListPresenter(repository: coupons.resolve()) as CouponPresenter }
    }
}

final class CouponScreen {
    @Injected(container: .coupons) var presenter: CouponPresenter
    @Injected(container: .coupons) var analytics: CouponAnalytics // expect-error: unregistered-resolution "'CouponAnalytics' is resolved here but no registration provides it"
}

// A child container in a global of the file.
protocol GiftCardStore {}
final class LocalGiftCardStore: GiftCardStore {}
protocol GiftCardTheme {}

let giftCards = Resolver(child: .main)

func registerGiftCards() {
    giftCards.register { LocalGiftCardStore() as GiftCardStore }
}

final class GiftCardScreen {
    let store: GiftCardStore = giftCards.resolve()
    let theme: GiftCardTheme = giftCards.resolve() // expect-error: unregistered-resolution "'GiftCardTheme' is resolved here but no registration provides it"
}
