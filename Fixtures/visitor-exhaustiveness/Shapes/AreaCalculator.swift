/// A concrete visitor: no protocol, one class with the overloads.
final class AreaCalculator {
    func visit(_ shape: Circle) -> Double { 3.14 * shape.radius * shape.radius }
    func visit(_ shape: Square) -> Double { shape.side * shape.side }
    func visit(_ shape: Ellipse) -> Double { 0 } // expect-warning: visitor-exhaustiveness "'AreaCalculator' has 'visit(_: Ellipse)'"
}

protocol Shape {
    func accept(_ calculator: AreaCalculator) -> Double
}

struct Circle: Shape {
    var radius: Double
    func accept(_ calculator: AreaCalculator) -> Double { calculator.visit(self) }
}

struct Square: Shape {
    var side: Double
    func accept(_ calculator: AreaCalculator) -> Double { calculator.visit(self) }
}

struct Ellipse {}

struct Triangle: Shape { // expect-error: visitor-exhaustiveness "'Triangle' conforms to 'Shape' but 'AreaCalculator' has no 'visit(_: Triangle)'"
    func accept(_ calculator: AreaCalculator) -> Double { 0 }
}
