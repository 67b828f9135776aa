import Foundation

// Inheriting from a data type, and naming one as a generic argument.
final class CachedOrdersSource: OrderCache {} // expect-error: layer-violation "uses (a type reference) 'OrderCache'"

struct OrderRows {
    let rows: Array<OrderRecord> // expect-error: layer-violation "uses (a type reference) 'OrderRecord'"
}
