import Analyzer
import Foundation

/// The front end's entry point: arguments in, exit code out.
public enum CommandLineTool {
    public static let version = "0.1.0"

    public static func main(arguments: [String]) -> Int32 {
        if arguments.first == "version" || arguments.first == "--version" {
            print("dilint \(version)")
            return 0
        }
        FileHandle.standardError.write(Data("dilint: usage: dilint [lint] [PATH ...] [options]\n".utf8))
        return 2
    }
}
