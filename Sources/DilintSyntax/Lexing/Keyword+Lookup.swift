extension Keyword {
    /// The keyword spelled by `count` bytes at `p`, or `.none`. Grouped by length, then by
    /// first byte, so a lookup compares at most a handful of spellings.
    @inline(__always)
    static func lookup(_ p: UnsafePointer<UInt8>, _ count: Int) -> Keyword {
        switch count {
        case 1:
            switch p[0] {
            case 95: // _
                if true { return .wildcard }
            default: break
            }
        case 2:
            switch p[0] {
            case 97: // a
                if p[1] == 115 { return .`as` }
            case 100: // d
                if p[1] == 111 { return .`do` }
            case 105: // i
                if p[1] == 102 { return .`if` }
                if p[1] == 110 { return .`in` }
                if p[1] == 115 { return .`is` }
            default: break
            }
        case 3:
            switch p[0] {
            case 65: // A
                if p[1] == 110 && p[2] == 121 { return .capitalAny }
            case 97: // a
                if p[1] == 110 && p[2] == 121 { return .any }
            case 102: // f
                if p[1] == 111 && p[2] == 114 { return .`for` }
            case 103: // g
                if p[1] == 101 && p[2] == 116 { return .get }
            case 108: // l
                if p[1] == 101 && p[2] == 116 { return .`let` }
            case 110: // n
                if p[1] == 105 && p[2] == 108 { return .`nil` }
            case 115: // s
                if p[1] == 101 && p[2] == 116 { return .set }
            case 116: // t
                if p[1] == 114 && p[2] == 121 { return .`try` }
            case 118: // v
                if p[1] == 97 && p[2] == 114 { return .`var` }
            default: break
            }
        case 4:
            switch p[0] {
            case 83: // S
                if p[1] == 101 && p[2] == 108 && p[3] == 102 { return .capitalSelf }
            case 84: // T
                if p[1] == 121 && p[2] == 112 && p[3] == 101 { return .capitalType }
            case 99: // c
                if p[1] == 97 && p[2] == 115 && p[3] == 101 { return .`case` }
            case 101: // e
                if p[1] == 110 && p[2] == 117 && p[3] == 109 { return .`enum` }
                if p[1] == 108 && p[2] == 115 && p[3] == 101 { return .`else` }
            case 102: // f
                if p[1] == 117 && p[2] == 110 && p[3] == 99 { return .`func` }
            case 105: // i
                if p[1] == 110 && p[2] == 105 && p[3] == 116 { return .`init` }
            case 108: // l
                if p[1] == 97 && p[2] == 122 && p[3] == 121 { return .lazy }
            case 111: // o
                if p[1] == 112 && p[2] == 101 && p[3] == 110 { return .open }
            case 115: // s
                if p[1] == 101 && p[2] == 108 && p[3] == 102 { return .`self` }
                if p[1] == 111 && p[2] == 109 && p[3] == 101 { return .some }
            case 116: // t
                if p[1] == 114 && p[2] == 117 && p[3] == 101 { return .`true` }
            case 119: // w
                if p[1] == 101 && p[2] == 97 && p[3] == 107 { return .weak }
            default: break
            }
        case 5:
            switch p[0] {
            case 97: // a
                if p[1] == 99 && p[2] == 116 && p[3] == 111 && p[4] == 114 { return .actor }
                if p[1] == 115 && p[2] == 121 && p[3] == 110 && p[4] == 99 { return .async }
                if p[1] == 119 && p[2] == 97 && p[3] == 105 && p[4] == 116 { return .await }
            case 98: // b
                if p[1] == 114 && p[2] == 101 && p[3] == 97 && p[4] == 107 { return .`break` }
            case 99: // c
                if p[1] == 108 && p[2] == 97 && p[3] == 115 && p[4] == 115 { return .`class` }
                if p[1] == 97 && p[2] == 116 && p[3] == 99 && p[4] == 104 { return .`catch` }
            case 100: // d
                if p[1] == 101 && p[2] == 102 && p[3] == 101 && p[4] == 114 { return .`defer` }
            case 102: // f
                if p[1] == 97 && p[2] == 108 && p[3] == 115 && p[4] == 101 { return .`false` }
                if p[1] == 105 && p[2] == 110 && p[3] == 97 && p[4] == 108 { return .final }
            case 103: // g
                if p[1] == 117 && p[2] == 97 && p[3] == 114 && p[4] == 100 { return .`guard` }
            case 105: // i
                if p[1] == 110 && p[2] == 111 && p[3] == 117 && p[4] == 116 { return .`inout` }
                if p[1] == 110 && p[2] == 102 && p[3] == 105 && p[4] == 120 { return .infix }
            case 109: // m
                if p[1] == 97 && p[2] == 99 && p[3] == 114 && p[4] == 111 { return .macro }
            case 115: // s
                if p[1] == 117 && p[2] == 112 && p[3] == 101 && p[4] == 114 { return .`super` }
            case 116: // t
                if p[1] == 104 && p[2] == 114 && p[3] == 111 && p[4] == 119 { return .`throw` }
            case 119: // w
                if p[1] == 104 && p[2] == 101 && p[3] == 114 && p[4] == 101 { return .`where` }
                if p[1] == 104 && p[2] == 105 && p[3] == 108 && p[4] == 101 { return .`while` }
            default: break
            }
        case 6:
            switch p[0] {
            case 100: // d
                if p[1] == 101 && p[2] == 105 && p[3] == 110 && p[4] == 105 && p[5] == 116 { return .`deinit` }
                if p[1] == 105 && p[2] == 100 && p[3] == 83 && p[4] == 101 && p[5] == 116 { return .didSet }
            case 105: // i
                if p[1] == 109 && p[2] == 112 && p[3] == 111 && p[4] == 114 && p[5] == 116 { return .`import` }
            case 112: // p
                if p[1] == 117 && p[2] == 98 && p[3] == 108 && p[4] == 105 && p[5] == 99 { return .`public` }
                if p[1] == 114 && p[2] == 101 && p[3] == 102 && p[4] == 105 && p[5] == 120 { return .prefix }
            case 114: // r
                if p[1] == 101 && p[2] == 112 && p[3] == 101 && p[4] == 97 && p[5] == 116 { return .`repeat` }
                if p[1] == 101 && p[2] == 116 && p[3] == 117 && p[4] == 114 && p[5] == 110 { return .`return` }
            case 115: // s
                if p[1] == 116 && p[2] == 97 && p[3] == 116 && p[4] == 105 && p[5] == 99 { return .`static` }
                if p[1] == 116 && p[2] == 114 && p[3] == 117 && p[4] == 99 && p[5] == 116 { return .`struct` }
                if p[1] == 119 && p[2] == 105 && p[3] == 116 && p[4] == 99 && p[5] == 104 { return .`switch` }
            case 116: // t
                if p[1] == 104 && p[2] == 114 && p[3] == 111 && p[4] == 119 && p[5] == 115 { return .`throws` }
            case 117: // u
                if p[1] == 110 && p[2] == 115 && p[3] == 97 && p[4] == 102 && p[5] == 101 { return .unsafe }
            default: break
            }
        case 7:
            switch p[0] {
            case 100: // d
                if p[1] == 101 && p[2] == 102 && p[3] == 97 && p[4] == 117 && p[5] == 108 && p[6] == 116 { return .`default` }
                if p[1] == 121 && p[2] == 110 && p[3] == 97 && p[4] == 109 && p[5] == 105 && p[6] == 99 { return .dynamic }
            case 112: // p
                if p[1] == 114 && p[2] == 105 && p[3] == 118 && p[4] == 97 && p[5] == 116 && p[6] == 101 { return .`private` }
                if p[1] == 97 && p[2] == 99 && p[3] == 107 && p[4] == 97 && p[5] == 103 && p[6] == 101 { return .package }
                if p[1] == 111 && p[2] == 115 && p[3] == 116 && p[4] == 102 && p[5] == 105 && p[6] == 120 { return .postfix }
            case 115: // s
                if p[1] == 101 && p[2] == 110 && p[3] == 100 && p[4] == 105 && p[5] == 110 && p[6] == 103 { return .sending }
            case 117: // u
                if p[1] == 110 && p[2] == 111 && p[3] == 119 && p[4] == 110 && p[5] == 101 && p[6] == 100 { return .unowned }
            case 119: // w
                if p[1] == 105 && p[2] == 108 && p[3] == 108 && p[4] == 83 && p[5] == 101 && p[6] == 116 { return .willSet }
            default: break
            }
        case 8:
            switch p[0] {
            case 80: // P
                if p[1] == 114 && p[2] == 111 && p[3] == 116 && p[4] == 111 && p[5] == 99 && p[6] == 111 && p[7] == 108 { return .capitalProtocol }
            case 99: // c
                if p[1] == 111 && p[2] == 110 && p[3] == 116 && p[4] == 105 && p[5] == 110 && p[6] == 117 && p[7] == 101 { return .`continue` }
            case 105: // i
                if p[1] == 110 && p[2] == 116 && p[3] == 101 && p[4] == 114 && p[5] == 110 && p[6] == 97 && p[7] == 108 { return .`internal` }
                if p[1] == 110 && p[2] == 100 && p[3] == 105 && p[4] == 114 && p[5] == 101 && p[6] == 99 && p[7] == 116 { return .indirect }
                if p[1] == 115 && p[2] == 111 && p[3] == 108 && p[4] == 97 && p[5] == 116 && p[6] == 101 && p[7] == 100 { return .isolated }
            case 109: // m
                if p[1] == 117 && p[2] == 116 && p[3] == 97 && p[4] == 116 && p[5] == 105 && p[6] == 110 && p[7] == 103 { return .mutating }
            case 111: // o
                if p[1] == 112 && p[2] == 101 && p[3] == 114 && p[4] == 97 && p[5] == 116 && p[6] == 111 && p[7] == 114 { return .`operator` }
                if p[1] == 112 && p[2] == 116 && p[3] == 105 && p[4] == 111 && p[5] == 110 && p[6] == 97 && p[7] == 108 { return .optional }
                if p[1] == 118 && p[2] == 101 && p[3] == 114 && p[4] == 114 && p[5] == 105 && p[6] == 100 && p[7] == 101 { return .override }
            case 112: // p
                if p[1] == 114 && p[2] == 111 && p[3] == 116 && p[4] == 111 && p[5] == 99 && p[6] == 111 && p[7] == 108 { return .`protocol` }
            case 114: // r
                if p[1] == 101 && p[2] == 116 && p[3] == 104 && p[4] == 114 && p[5] == 111 && p[6] == 119 && p[7] == 115 { return .`rethrows` }
                if p[1] == 101 && p[2] == 113 && p[3] == 117 && p[4] == 105 && p[5] == 114 && p[6] == 101 && p[7] == 100 { return .required }
            default: break
            }
        case 9:
            switch p[0] {
            case 98: // b
                if p[1] == 111 && p[2] == 114 && p[3] == 114 && p[4] == 111 && p[5] == 119 && p[6] == 105 && p[7] == 110 && p[8] == 103 { return .borrowing }
            case 99: // c
                if p[1] == 111 && p[2] == 110 && p[3] == 115 && p[4] == 117 && p[5] == 109 && p[6] == 105 && p[7] == 110 && p[8] == 103 { return .consuming }
            case 101: // e
                if p[1] == 120 && p[2] == 116 && p[3] == 101 && p[4] == 110 && p[5] == 115 && p[6] == 105 && p[7] == 111 && p[8] == 110 { return .`extension` }
            case 115: // s
                if p[1] == 117 && p[2] == 98 && p[3] == 115 && p[4] == 99 && p[5] == 114 && p[6] == 105 && p[7] == 112 && p[8] == 116 { return .`subscript` }
            case 116: // t
                if p[1] == 121 && p[2] == 112 && p[3] == 101 && p[4] == 97 && p[5] == 108 && p[6] == 105 && p[7] == 97 && p[8] == 115 { return .`typealias` }
            default: break
            }
        case 11:
            switch p[0] {
            case 99: // c
                if p[1] == 111 && p[2] == 110 && p[3] == 118 && p[4] == 101 && p[5] == 110 && p[6] == 105 && p[7] == 101 && p[8] == 110 && p[9] == 99 && p[10] == 101 { return .convenience }
            case 100: // d
                if p[1] == 105 && p[2] == 115 && p[3] == 116 && p[4] == 114 && p[5] == 105 && p[6] == 98 && p[7] == 117 && p[8] == 116 && p[9] == 101 && p[10] == 100 { return .distributed }
            case 102: // f
                if p[1] == 105 && p[2] == 108 && p[3] == 101 && p[4] == 112 && p[5] == 114 && p[6] == 105 && p[7] == 118 && p[8] == 97 && p[9] == 116 && p[10] == 101 { return .`fileprivate` }
                if p[1] == 97 && p[2] == 108 && p[3] == 108 && p[4] == 116 && p[5] == 104 && p[6] == 114 && p[7] == 111 && p[8] == 117 && p[9] == 103 && p[10] == 104 { return .`fallthrough` }
            case 110: // n
                if p[1] == 111 && p[2] == 110 && p[3] == 109 && p[4] == 117 && p[5] == 116 && p[6] == 97 && p[7] == 116 && p[8] == 105 && p[9] == 110 && p[10] == 103 { return .nonmutating }
                if p[1] == 111 && p[2] == 110 && p[3] == 105 && p[4] == 115 && p[5] == 111 && p[6] == 108 && p[7] == 97 && p[8] == 116 && p[9] == 101 && p[10] == 100 { return .nonisolated }
            default: break
            }
        case 14:
            switch p[0] {
            case 97: // a
                if p[1] == 115 && p[2] == 115 && p[3] == 111 && p[4] == 99 && p[5] == 105 && p[6] == 97 && p[7] == 116 && p[8] == 101 && p[9] == 100 && p[10] == 116 && p[11] == 121 && p[12] == 112 && p[13] == 101 { return .`associatedtype` }
            default: break
            }
        case 15:
            switch p[0] {
            case 112: // p
                if p[1] == 114 && p[2] == 101 && p[3] == 99 && p[4] == 101 && p[5] == 100 && p[6] == 101 && p[7] == 110 && p[8] == 99 && p[9] == 101 && p[10] == 103 && p[11] == 114 && p[12] == 111 && p[13] == 117 && p[14] == 112 { return .`precedencegroup` }
            default: break
            }
        default: break
        }
        return .none
    }
}
