/// The expected output of each reporter for `SampleReport`, byte for byte. When an
/// output changes on purpose, update the string here and read the diff as a review.
enum GoldenOutputs {
    static let text: String = """
        App/Orders/OrdersVM.swift:5:24: error: 'Café' is resolved here but no registration provides it; "quoted" <T> & 100% done second line, with: colon [unregistered-resolution]
            let café: Café = container.resolve() // ½
                             ^
        App/Setup/Assembly.swift:1:20: error: 'Analytics' is registered twice and the later registration replaces the earlier [ambiguous-registration]
        container.register(Analytics.self) { _ in AnalyticsImpl() }
                           ^
            App/Setup/Assembly.swift:2:20: note: registered again here
            container.register(Analytics.self) { _ in FakeAnalytics() }
                               ^
            App/Orders/OrdersVM.swift:4:29: note: resolved here
            \tlet analytics: Analytics = container.resolve()
            \t                           ^
        App/Setup/Assembly.swift:2:43: note: 'FakeAnalytics' is registered but never resolved [unused-registration]
        container.register(Analytics.self) { _ in FakeAnalytics() }
                                                  ^
        App/Setup/Assembly.swift:3:1: warning: global var 'shared' can be changed from anywhere [shared-mutable-state]
        var shared = Store()
        ^
        2 errors, 1 warning, 1 note in 2 files; 2 registrations, 2 resolutions, 1 of unknown type
        """ + "\n"

    static let xcode: String = """
        App/Orders/OrdersVM.swift:5:24: error: 'Café' is resolved here but no registration provides it; "quoted" <T> & 100% done second line, with: colon [unregistered-resolution]
        App/Setup/Assembly.swift:1:20: error: 'Analytics' is registered twice and the later registration replaces the earlier [ambiguous-registration]
        App/Setup/Assembly.swift:2:20: note: registered again here
        App/Orders/OrdersVM.swift:4:29: note: resolved here
        App/Setup/Assembly.swift:2:43: note: 'FakeAnalytics' is registered but never resolved [unused-registration]
        App/Setup/Assembly.swift:3:1: warning: global var 'shared' can be changed from anywhere [shared-mutable-state]
        """ + "\n"

    static let json: String = #"""
        {
          "version": 1,
          "tool": {
            "name": "dilint",
            "version": "0.1.0"
          },
          "summary": {
            "files": 2,
            "errors": 2,
            "warnings": 1,
            "notes": 1,
            "registrations": 2,
            "resolutions": 2,
            "untypedResolutions": 1,
            "unknownContainerResolutions": 0,
            "baselined": 0,
            "fixedSinceBaseline": 0
          },
          "diagnostics": [
            {
              "rule": "unregistered-resolution",
              "severity": "error",
              "message": "'Café' is resolved here but no registration provides it; \"quoted\" <T> & 100% done\nsecond line, with: colon",
              "file": "App/Orders/OrdersVM.swift",
              "line": 5,
              "column": 24,
              "symbol": "OrdersVM",
              "fingerprint": "977b7d9ecaeb34b6",
              "notes": []
            },
            {
              "rule": "ambiguous-registration",
              "severity": "error",
              "message": "'Analytics' is registered twice and the later registration replaces the earlier",
              "file": "App/Setup/Assembly.swift",
              "line": 1,
              "column": 20,
              "symbol": "AppAssembly.assemble(container:)",
              "fingerprint": "c8cd1e5e547b15ce",
              "notes": [
                {
                  "message": "registered again here",
                  "file": "App/Setup/Assembly.swift",
                  "line": 2,
                  "column": 20
                },
                {
                  "message": "resolved here",
                  "file": "App/Orders/OrdersVM.swift",
                  "line": 4,
                  "column": 29
                }
              ]
            },
            {
              "rule": "unused-registration",
              "severity": "note",
              "message": "'FakeAnalytics' is registered but never resolved",
              "file": "App/Setup/Assembly.swift",
              "line": 2,
              "column": 43,
              "symbol": null,
              "fingerprint": "ab0f2fa1c0fc9b78",
              "notes": []
            },
            {
              "rule": "shared-mutable-state",
              "severity": "warning",
              "message": "global var 'shared' can be changed from anywhere",
              "file": "App/Setup/Assembly.swift",
              "line": 3,
              "column": 1,
              "symbol": null,
              "fingerprint": "455b6ea8c7a757c4",
              "notes": []
            }
          ]
        }
        """# + "\n"

    static let sarif: String = #"""
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "dilint",
                  "version": "0.1.0",
                  "semanticVersion": "0.1.0",
                  "informationUri": "https://github.com/dilint/dilint",
                  "rules": [
                    {
                      "id": "ambiguous-registration",
                      "name": "AmbiguousRegistration",
                      "shortDescription": {
                        "text": "Two registrations provide the same type and name"
                      },
                      "fullDescription": {
                        "text": "Keep one registration, give each a name, or mark one as the default."
                      },
                      "help": {
                        "text": "Keep one registration, give each a name, or mark one as the default."
                      },
                      "defaultConfiguration": {
                        "level": "error"
                      }
                    },
                    {
                      "id": "dependency-cycle",
                      "name": "DependencyCycle",
                      "shortDescription": {
                        "text": "Types whose construction resolves each other"
                      },
                      "fullDescription": {
                        "text": "Break the cycle with property injection or a lazy provider."
                      },
                      "help": {
                        "text": "Break the cycle with property injection or a lazy provider."
                      },
                      "defaultConfiguration": {
                        "level": "error"
                      }
                    },
                    {
                      "id": "shared-mutable-state",
                      "name": "SharedMutableState",
                      "shortDescription": {
                        "text": "State many parts of the app share and can change"
                      },
                      "fullDescription": {
                        "text": "Isolate it in an actor or @MainActor, or let a factory give each user its own instance."
                      },
                      "help": {
                        "text": "Isolate it in an actor or @MainActor, or let a factory give each user its own instance."
                      },
                      "defaultConfiguration": {
                        "level": "warning"
                      }
                    },
                    {
                      "id": "unregistered-resolution",
                      "name": "UnregisteredResolution",
                      "shortDescription": {
                        "text": "A resolved type that no registration provides"
                      },
                      "fullDescription": {
                        "text": "Register the type, or add it to `assume_registered` when it comes from outside."
                      },
                      "help": {
                        "text": "Register the type, or add it to `assume_registered` when it comes from outside."
                      },
                      "defaultConfiguration": {
                        "level": "error"
                      }
                    },
                    {
                      "id": "unused-registration",
                      "name": "UnusedRegistration",
                      "shortDescription": {
                        "text": "unused-registration"
                      },
                      "fullDescription": {
                        "text": "unused-registration"
                      },
                      "help": {
                        "text": "unused-registration"
                      },
                      "defaultConfiguration": {
                        "level": "note"
                      }
                    }
                  ]
                }
              },
              "columnKind": "utf16CodeUnits",
              "results": [
                {
                  "ruleId": "unregistered-resolution",
                  "ruleIndex": 3,
                  "level": "error",
                  "message": {
                    "text": "'Café' is resolved here but no registration provides it; \"quoted\" <T> & 100% done\nsecond line, with: colon"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "App/Orders/OrdersVM.swift"
                        },
                        "region": {
                          "startLine": 5,
                          "startColumn": 22
                        }
                      }
                    }
                  ],
                  "relatedLocations": [],
                  "partialFingerprints": {
                    "dilint/v1": "977b7d9ecaeb34b6"
                  }
                },
                {
                  "ruleId": "ambiguous-registration",
                  "ruleIndex": 0,
                  "level": "error",
                  "message": {
                    "text": "'Analytics' is registered twice and the later registration replaces the earlier"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "App/Setup/Assembly.swift"
                        },
                        "region": {
                          "startLine": 1,
                          "startColumn": 20
                        }
                      }
                    }
                  ],
                  "relatedLocations": [
                    {
                      "id": 0,
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "App/Setup/Assembly.swift"
                        },
                        "region": {
                          "startLine": 2,
                          "startColumn": 20
                        }
                      },
                      "message": {
                        "text": "registered again here"
                      }
                    },
                    {
                      "id": 1,
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "App/Orders/OrdersVM.swift"
                        },
                        "region": {
                          "startLine": 4,
                          "startColumn": 29
                        }
                      },
                      "message": {
                        "text": "resolved here"
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "dilint/v1": "c8cd1e5e547b15ce"
                  }
                },
                {
                  "ruleId": "unused-registration",
                  "ruleIndex": 4,
                  "level": "note",
                  "message": {
                    "text": "'FakeAnalytics' is registered but never resolved"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "App/Setup/Assembly.swift"
                        },
                        "region": {
                          "startLine": 2,
                          "startColumn": 43
                        }
                      }
                    }
                  ],
                  "relatedLocations": [],
                  "partialFingerprints": {
                    "dilint/v1": "ab0f2fa1c0fc9b78"
                  }
                },
                {
                  "ruleId": "shared-mutable-state",
                  "ruleIndex": 2,
                  "level": "warning",
                  "message": {
                    "text": "global var 'shared' can be changed from anywhere"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "App/Setup/Assembly.swift"
                        },
                        "region": {
                          "startLine": 3,
                          "startColumn": 1
                        }
                      }
                    }
                  ],
                  "relatedLocations": [],
                  "partialFingerprints": {
                    "dilint/v1": "455b6ea8c7a757c4"
                  }
                }
              ]
            }
          ]
        }
        """# + "\n"

    static let github: String = """
        ::error file=App/Orders/OrdersVM.swift,line=5,col=24,title=unregistered-resolution::'Café' is resolved here but no registration provides it; "quoted" <T> & 100%25 done%0Asecond line, with: colon
        ::error file=App/Setup/Assembly.swift,line=1,col=20,title=ambiguous-registration::'Analytics' is registered twice and the later registration replaces the earlier%0AApp/Setup/Assembly.swift:2:20: note: registered again here%0AApp/Orders/OrdersVM.swift:4:29: note: resolved here
        ::notice file=App/Setup/Assembly.swift,line=2,col=43,title=unused-registration::'FakeAnalytics' is registered but never resolved
        ::warning file=App/Setup/Assembly.swift,line=3,col=1,title=shared-mutable-state::global var 'shared' can be changed from anywhere
        """ + "\n"

    static let checkstyle: String = """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="App/Orders/OrdersVM.swift">
            <error line="5" column="24" severity="error" message="&apos;Café&apos; is resolved here but no registration provides it; &quot;quoted&quot; &lt;T&gt; &amp; 100% done&#10;second line, with: colon" source="dilint.unregistered-resolution"/>
          </file>
          <file name="App/Setup/Assembly.swift">
            <error line="1" column="20" severity="error" message="&apos;Analytics&apos; is registered twice and the later registration replaces the earlier&#10;App/Setup/Assembly.swift:2:20: note: registered again here&#10;App/Orders/OrdersVM.swift:4:29: note: resolved here" source="dilint.ambiguous-registration"/>
            <error line="2" column="43" severity="info" message="&apos;FakeAnalytics&apos; is registered but never resolved" source="dilint.unused-registration"/>
            <error line="3" column="1" severity="warning" message="global var &apos;shared&apos; can be changed from anywhere" source="dilint.shared-mutable-state"/>
          </file>
        </checkstyle>
        """ + "\n"

    static let junit: String = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="dilint" tests="4" failures="3" errors="0">
          <testsuite name="App/Orders/OrdersVM.swift" tests="1" failures="1" errors="0">
            <testcase classname="App/Orders/OrdersVM.swift" name="unregistered-resolution at 5:24">
              <failure type="error" message="&apos;Café&apos; is resolved here but no registration provides it; &quot;quoted&quot; &lt;T&gt; &amp; 100% done&#10;second line, with: colon">App/Orders/OrdersVM.swift:5:24: error: &apos;Café&apos; is resolved here but no registration provides it; &quot;quoted&quot; &lt;T&gt; &amp; 100% done
        second line, with: colon [unregistered-resolution]</failure>
            </testcase>
          </testsuite>
          <testsuite name="App/Setup/Assembly.swift" tests="3" failures="2" errors="0">
            <testcase classname="App/Setup/Assembly.swift" name="ambiguous-registration at 1:20">
              <failure type="error" message="&apos;Analytics&apos; is registered twice and the later registration replaces the earlier">App/Setup/Assembly.swift:1:20: error: &apos;Analytics&apos; is registered twice and the later registration replaces the earlier [ambiguous-registration]
        App/Setup/Assembly.swift:2:20: note: registered again here
        App/Orders/OrdersVM.swift:4:29: note: resolved here</failure>
            </testcase>
            <testcase classname="App/Setup/Assembly.swift" name="unused-registration at 2:43">
              <system-out>App/Setup/Assembly.swift:2:43: note: &apos;FakeAnalytics&apos; is registered but never resolved [unused-registration]</system-out>
            </testcase>
            <testcase classname="App/Setup/Assembly.swift" name="shared-mutable-state at 3:1">
              <failure type="warning" message="global var &apos;shared&apos; can be changed from anywhere">App/Setup/Assembly.swift:3:1: warning: global var &apos;shared&apos; can be changed from anywhere [shared-mutable-state]</failure>
            </testcase>
          </testsuite>
        </testsuites>
        """ + "\n"
}
