@testable import DilintCore
@testable import DilintFacts
import Foundation
import XCTest

/// Cached facts are keyed by the build that wrote them, not only by the version string,
/// which two builds from source share.
final class BuildIdentityTests: XCTestCase {
    func testTheRunningExecutableHasAnIdentityOfItsSizeAndTime() {
        let identity = BuildIdentity.current
        let parts = identity.split(separator: "-")
        XCTAssertEqual(parts.count, 3, identity)
        XCTAssertGreaterThan(Int(parts.first ?? "") ?? 0, 0, "the executable's size")
    }

    func testTheCacheStampCarriesTheBuild() throws {
        let directory = NSTemporaryDirectory() + "dilint-build-identity-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = try XCTUnwrap(CacheLocation.cache(noCache: false, cachePath: directory, configuration: .default, environment: [:]))
        XCTAssertTrue(cache.stamp.hasPrefix(CommandLineTool.version + "+" + BuildIdentity.current + "\n"), cache.stamp)
    }
}
