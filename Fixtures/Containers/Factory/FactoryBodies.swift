import Factory
import Foundation

// Inside a key's factory: a bare call of the standard library's and an implicit member
// are not keys; a key called to initialize a local is one.
final class MapTiles { init(base: URL) {} }

extension Container {
    var tilesBase: Factory<URL> { // expect-registration: URL name="tilesBase"
        self {
            guard let url = URL(string: "https://tiles.example") else { fatalError("no tiles") }
            return url
        }
    }
    var tileDecoder: Factory<JSONDecoder> { // expect-registration: JSONDecoder name="tileDecoder"
        self { Self.decoder(dates: .formatted(DateFormatter())) }
    }
    var mapTiles: Factory<MapTiles> { // expect-registration: MapTiles name="mapTiles"
        self {
            let base = self.tilesBase() // expect-resolution: URL name="tilesBase"
            return MapTiles(base: base)
        }
    }
    static func decoder(dates: JSONDecoder.DateDecodingStrategy) -> JSONDecoder { JSONDecoder() }
}
