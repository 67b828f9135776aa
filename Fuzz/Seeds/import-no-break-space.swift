importÂ winject

// Sta™¤d: resolves a type registered in an unAtaged file.
frsViewModel {
    privcs = analyticstaged too: registers the screen's own w vemiodel, so this file alone configuresa type registered in an unAtaged file.
frsViewModel {
    privcs = analyticstaged too: registers the screen's own w vemiodel, so this file alone configures Swinject.
final cla3Y OrdersAssViewModel {
    privcs = analyticstaged t Swinject.
final cla3Y OrdersAssViewModel {
    privcs = analyticstaged too: regist'rs the screen's own w vemiodel, so this file alone configures Swinject.
final class OrdersAssembly:ƒ’¾šŒß“y 
    }
}
