package org.levellab.cli;

import java.util.List;
import java.util.regex.Pattern;
import org.levellab.game.Game;
import org.levellab.game.Games;
import picocli.CommandLine.Option;

/**
 * {@code --rule KEY=VALUE}, the same on every command that takes {@code --game} (a picocli mixin), so
 * that a variant dealt by {@code deal --rule ...} can be played, solved, hinted, playtested and swept
 * with the same options.
 */
public final class RuleOptions {
  /** What is written as it is given: TOML numbers, booleans, arrays and strings already quoted. */
  private static final Pattern LITERAL = Pattern.compile(
      "[+-]?\\d[\\d_]*(\\.\\d[\\d_]*)?([eE][+-]?\\d[\\d_]*)?|true|false|\\[.*]|\".*\"|'.*'");

  @Option(names = "--rule", paramLabel = "KEY=VALUE",
      description = "A rule option of the game, as in its rules text (repeatable; give the same ones to every"
          + " command that reads the game's levels or traces): --rule size=5 --rule gems=5 for match3,"
          + " --rule wrap=false for tripeaks.")
  List<String> rules;

  /** True when a {@code --rule} was given. */
  public boolean given() {
    return rules != null && !rules.isEmpty();
  }

  /** The options as the game's rules text (one line per {@code --rule}, in order). */
  public String text() {
    return text(rules);
  }

  /**
   * The game named {@code name} with these rules: an unknown name is refused as the catalogue words it,
   * rules it cannot read with {@code --rule} named first.
   */
  public Game<?> game(String name) {
    String text = text();
    if (text.isEmpty()) {
      return Games.byName(name);
    }
    Games.factoryOf(name);
    try {
      return Games.create(name, text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--rule: " + e.getMessage(), e);
    }
  }

  /**
   * {@code --rule key=value} options as TOML rules text: numbers, booleans, arrays and quoted strings as
   * written, anything else as a string in quotes.
   */
  static String text(List<String> rules) {
    if (rules == null) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    for (String r : rules) {
      int eq = r.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("--rule: expected KEY=VALUE, got '" + r + "'");
      }
      String key = r.substring(0, eq).trim();
      String value = r.substring(eq + 1).trim();
      boolean literal = LITERAL.matcher(value).matches();
      sb.append(key).append(" = ")
          .append(literal ? value : "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"").append('\n');
    }
    return sb.toString();
  }
}
