package org.levellab.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;

/** What the {@code levellab} command line prints when it does not parse. */
final class CommandLineErrors {
  private CommandLineErrors() {}

  /**
   * A command line that does not parse (an unknown option, a missing or bad value): one line naming
   * what is wrong and pointing to the command's help, not the whole help (which hides the line), and
   * exit code 2.
   */
  static int oneLine(CommandLine.ParameterException ex, String[] args) {
    CommandLine cl = ex.getCommandLine();
    String what = ex.getMessage();
    // picocli checks required options before unknown ones: "solve --gmae pair" is an unknown option
    List<String> unmatched = ex instanceof CommandLine.UnmatchedArgumentException u ? u.getUnmatched()
        : cl.getUnmatchedArguments();
    if (!unmatched.isEmpty()) {
      String first = unmatched.get(0);
      boolean option = first.startsWith("-");
      String named = option ? first.split("=", 2)[0] : first; // --sed=3 is the option --sed
      what = (option ? "unknown option '" : "unexpected argument '") + named + "'";
      String near = option ? nearestOption(cl.getCommandSpec(), named) : null;
      if (near != null) {
        what += ", did you mean '" + near + "'?";
      }
    }
    PrintWriter err = cl.getErr();
    err.println("levellab: error: " + what + " (see '" + cl.getCommandSpec().qualifiedName() + " --help')");
    err.flush();
    return 2;
  }

  /** The command's option within two typing slips (edits) of {@code typed}, the nearest first, or null. */
  private static String nearestOption(CommandLine.Model.CommandSpec spec, String typed) {
    String best = null;
    int bestDistance = 3;
    for (CommandLine.Model.OptionSpec o : spec.options()) {
      for (String name : o.names()) {
        int d = editDistance(typed, name);
        if (d < bestDistance) {
          best = name;
          bestDistance = d;
        }
      }
    }
    return best;
  }

  /** Levenshtein distance, a swap of two neighbours counting as one edit. */
  private static int editDistance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      for (int j = 0; j <= b.length(); j++) {
        if (i == 0 || j == 0) {
          d[i][j] = i + j;
          continue;
        }
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
