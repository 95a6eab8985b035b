package org.levellab.cli;

import picocli.CommandLine.Option;

/** The {@code --json} option, the same in every command (a picocli mixin). */
public final class JsonOption {
  @Option(names = "--json", description = "Print one JSON object on standard output instead of text.")
  boolean json;

  /** True when JSON output was asked for. */
  public boolean json() {
    return json;
  }

  /** Prints {@code result} as JSON when asked, else {@code text}. */
  public void print(Object result, String text) {
    print(System.out, result, text);
  }

  /** Prints {@code result} as JSON when asked, else {@code text}, to {@code to}. */
  public void print(java.io.PrintStream to, Object result, String text) {
    to.println(json ? Json.write(result) : text);
    to.flush();
  }
}
