package org.levellab.game;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.levellab.core.TextFiles;

/**
 * A game written out move by move: the one trace format of every game. It names its game, rules and
 * level, so it replays on its own ({@link #replay()}), and holds the whole state after every move,
 * so a golden trace pins the rules: any change of behaviour changes the text.
 *
 * <h2>Format</h2>
 * <pre>
 * # comments start with '#'
 * game: tripeaks
 * rules:
 *     layout = "microsoft"           (block lines are indented by four spaces)
 * level:
 *     board: 5 9 A 2 ...
 *     stock: 3 9 Q ...
 * agent: random, seed 1              (what played; replays do not need it)
 * 0 start
 *     chance: B0=5 B1=9 S0=3         (chance outcomes after the step, if any; [notes] are ignored)
 *     waste 3 stock 23 | open ...    (the whole state after the step: State.toString())
 * 1 D
 *     waste 9 stock 22 | open ...
 * end: lost, score 10, 33 moves      (won | lost | stopped (reason))
 * </pre>
 *
 * @param game the game's catalogue name ({@link Games})
 * @param rules the game's rules text ({@link Game#rules()})
 * @param level the level text ({@link State#levelText()}), empty when everything is dealt in play
 * @param agent what played, free text
 * @param steps step 0 is the start; step n follows the n-th move
 * @param end how the game ended
 */
public record Playthrough(String game, String rules, String level, String agent, List<Step> steps, End end) {
  /** The action text of step 0. */
  public static final String START = "start";
  private static final String INDENT = "    ";
  private static final String HEADER = "# LevelLab playthrough (format: org.levellab.game.Playthrough)";

  public Playthrough {
    Objects.requireNonNull(game, "game");
    rules = rules == null ? "" : rules;
    level = level == null ? "" : level;
    agent = agent == null ? "" : agent;
    steps = List.copyOf(steps);
    Objects.requireNonNull(end, "end");
  }

  /**
   * One step: its number (0 is the start), the move's notation ({@link #START} for step 0), the
   * chance outcomes that followed it, and the state after them.
   */
  public record Step(int number, String action, List<String> chance, String state) {
    public Step {
      chance = List.copyOf(chance);
      state = state == null ? "" : state;
    }
  }

  /**
   * How the play ended: {@code won}, {@code lost}, or {@code stopped} with a reason (a move limit);
   * the score and the number of moves.
   */
  public record End(String result, String reason, double score, int moves) {
    /** The end of a play at state {@code s} after {@code moves} moves; {@code stopReason} when it stopped. */
    public static End of(State s, int moves, String stopReason) {
      Objects.requireNonNull(s, "state");
      String result = s.isTerminal() ? (s.isWon() ? "won" : "lost") : "stopped";
      return new End(result, s.isTerminal() ? null : stopReason, s.score(), moves);
    }

    String format() {
      return result + (reason == null ? "" : " (" + reason + ")") + ", score " + number(score) + ", " + moves
          + (moves == 1 ? " move" : " moves");
    }
  }

  /** The player's moves in notation (step 0 excluded). */
  public List<String> moves() {
    List<String> out = new ArrayList<>();
    for (Step s : steps) {
      if (s.number() > 0) {
        out.add(s.action());
      }
    }
    return out;
  }

  /** The trace text (see the class comment). */
  public String format() {
    StringBuilder sb = new StringBuilder(HEADER).append('\n');
    sb.append("game: ").append(game).append('\n');
    block(sb, "rules", rules);
    block(sb, "level", level);
    sb.append("agent: ").append(agent).append('\n');
    for (Step st : steps) {
      sb.append(st.number()).append(' ').append(st.action()).append('\n');
      if (!st.chance().isEmpty()) {
        sb.append(INDENT).append("chance: ").append(String.join(" ", st.chance())).append('\n');
      }
      for (String line : lines(st.state())) {
        sb.append(INDENT).append(line).append('\n');
      }
    }
    sb.append("end: ").append(end.format()).append('\n');
    return sb.toString();
  }

  private static void block(StringBuilder sb, String name, String text) {
    sb.append(name).append(':').append('\n');
    for (String line : lines(text)) {
      sb.append(INDENT).append(line).append('\n');
    }
  }

  private static List<String> lines(String text) {
    if (text == null || text.isEmpty()) {
      return List.of();
    }
    String t = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    return Arrays.asList(t.split("\r?\n", -1));
  }

  static String number(double v) {
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return Long.toString((long) v);
    }
    return String.format(Locale.ROOT, "%.6g", v).replaceFirst("0+$", "").replaceFirst("\\.$", "");
  }

  /** Reads a trace file (strict UTF-8, at most {@link TextFiles#MAX_TRACE_BYTES}). */
  public static Playthrough load(Path file) {
    Objects.requireNonNull(file, "file");
    return parse(TextFiles.read(file, "trace file", TextFiles.MAX_TRACE_BYTES), file.toString());
  }

  /**
   * Reads trace text.
   *
   * @param source named in errors
   * @throws IllegalArgumentException naming the source and line of what cannot be read
   */
  public static Playthrough parse(String text, String source) {
    String[] lines = TextFiles.stripBom(Objects.requireNonNull(text, "trace")).split("\r?\n", -1);
    String game = null;
    String agent = "";
    String rules = null;
    String level = null;
    End end = null;
    List<Step> steps = new ArrayList<>();
    java.util.Set<String> sections = new java.util.HashSet<>();
    int i = 0;
    while (i < lines.length) {
      String line = lines[i];
      int ln = i + 1;
      if (line.startsWith("#") || line.isBlank()) {
        i++;
        continue;
      }
      if (end != null) {
        throw new IllegalArgumentException(source + " line " + ln + ": nothing may follow the 'end:' line");
      }
      String section = line.startsWith("game:") ? "game:" : line.startsWith("agent:") ? "agent:"
          : line.equals("rules:") || line.equals("level:") ? line : null;
      if (section != null && !sections.add(section)) {
        // a second one would silently replace the first: a trace pasted together from two games
        throw new IllegalArgumentException(source + " line " + ln + ": a second '" + section + "' line");
      }
      if (line.startsWith("game:")) {
        game = line.substring(5).trim();
        i++;
      } else if (line.startsWith("agent:")) {
        agent = line.substring(6).trim();
        i++;
      } else if (line.equals("rules:") || line.equals("level:")) {
        StringBuilder b = new StringBuilder();
        i++;
        while (i < lines.length && (lines[i].startsWith(INDENT) || lines[i].isEmpty() && indentedAfter(lines, i))) {
          if (b.length() > 0) {
            b.append('\n');
          }
          b.append(lines[i].isEmpty() ? "" : lines[i].substring(INDENT.length()));
          i++;
        }
        if (line.startsWith("rules")) {
          rules = b.toString();
        } else {
          level = b.length() == 0 ? "" : b.append('\n').toString();
        }
      } else if (line.startsWith("end:")) {
        end = parseEnd(line.substring(4).trim(), source, ln);
        i++;
      } else if (Character.isDigit(line.charAt(0))) {
        String[] head = line.trim().split("\\s+");
        if (head.length != 2) {
          throw new IllegalArgumentException(source + " line " + ln + ": a step line is '<number> <move>', got '"
              + line + "'");
        }
        int number;
        try {
          number = Integer.parseInt(head[0]);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(source + " line " + ln + ": step number '" + head[0] + "' is not a number");
        }
        if (number != steps.size()) {
          throw new IllegalArgumentException(source + " line " + ln + ": expected step " + steps.size() + ", got "
              + number);
        }
        if (number == 0 != head[1].equals(START)) {
          throw new IllegalArgumentException(source + " line " + ln + ": step 0, and only step 0, is '" + START + "'");
        }
        i++;
        List<String> chance = List.of();
        if (i < lines.length && lines[i].startsWith(INDENT + "chance:")) {
          chance = Replay.split(lines[i].substring((INDENT + "chance:").length()));
          i++;
        }
        StringBuilder state = new StringBuilder();
        while (i < lines.length && (lines[i].startsWith(INDENT) || lines[i].isEmpty() && indentedAfter(lines, i))) {
          if (state.length() > 0) {
            state.append('\n');
          }
          state.append(lines[i].isEmpty() ? "" : lines[i].substring(INDENT.length()));
          i++;
        }
        steps.add(new Step(number, head[1], chance, state.toString()));
      } else {
        throw new IllegalArgumentException(source + " line " + ln + ": expected 'game:', 'rules:', 'level:', "
            + "'agent:', a step or 'end:', got '" + line + "'");
      }
    }
    if (game == null || game.isEmpty()) {
      throw new IllegalArgumentException(source + ": no 'game:' line");
    }
    if (steps.isEmpty()) {
      throw new IllegalArgumentException(source + ": no steps (a trace starts with '0 start')");
    }
    if (end == null) {
      throw new IllegalArgumentException(source + ": no 'end:' line (the trace is cut short)");
    }
    return new Playthrough(game, rules, level, agent, steps, end);
  }

  private static boolean indentedAfter(String[] lines, int i) {
    for (int j = i + 1; j < lines.length; j++) {
      if (!lines[j].isEmpty()) {
        return lines[j].startsWith(INDENT);
      }
    }
    return false;
  }

  private static End parseEnd(String text, String source, int ln) {
    // "won, score 28, 45 moves" | "stopped (move limit 400), score 3, 400 moves"
    String[] parts = text.split(",\\s*");
    String bad = source + " line " + ln + ": cannot read the end '" + text + "' (expected like 'won, score 28, 45 moves')";
    if (parts.length != 3 || !parts[1].startsWith("score ") || !parts[2].matches("\\d+ moves?")) {
      throw new IllegalArgumentException(bad);
    }
    String result = parts[0];
    String reason = null;
    int open = result.indexOf(" (");
    if (open >= 0 && result.endsWith(")")) {
      reason = result.substring(open + 2, result.length() - 1);
      result = result.substring(0, open);
    }
    if (!result.equals("won") && !result.equals("lost") && !result.equals("stopped")) {
      throw new IllegalArgumentException(bad);
    }
    try {
      double score = Double.parseDouble(parts[1].substring(6).trim());
      int moves = Integer.parseInt(parts[2].replaceAll("\\D", ""));
      return new End(result, reason, score, moves);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(bad);
    }
  }

  /**
   * The outcome of replaying a trace through the rules.
   *
   * @param state the state reached (after the last step that could be replayed)
   * @param failedStep the first step that does not replay, or -1
   * @param error one line naming the step, its move and what is wrong, or null
   */
  public record Check(State state, int failedStep, String error) {
    public boolean ok() {
      return failedStep < 0;
    }
  }

  /**
   * Replays the trace through its game's rules (the game rebuilt from its name and rules): every move
   * and chance outcome must be legal, every state must equal the recorded one, and the end must
   * agree. Stops at the first difference, naming the step, the move and the reason.
   */
  public Check replay() {
    Game<?> g = Games.create(game, rules);
    State s = g.parseLevel(level, "the trace's level");
    int moves = 0;
    for (Step st : steps) {
      String at = "step " + st.number() + " (" + st.action() + ")";
      if (st.number() > 0) {
        if (s.isChanceNode()) {
          return new Check(s, st.number(), at + ": a chance outcome comes first, but the trace gives none");
        }
        String why = Replay.applyNotation(s, st.action());
        if (why != null) {
          return new Check(s, st.number(), at + ": " + why);
        }
        moves++;
      }
      for (String c : st.chance()) {
        String outcome = c.replaceFirst("\\[[^\\]]*]$", "");
        if (!s.isChanceNode()) {
          return new Check(s, st.number(), at + ", chance " + outcome + ": no chance node here");
        }
        String why = Replay.applyNotation(s, outcome);
        if (why != null) {
          return new Check(s, st.number(), at + ", chance " + outcome + ": " + why);
        }
      }
      if (s.isChanceNode()) {
        return new Check(s, st.number(), at + ": the trace gives no outcome for the chance node that follows");
      }
      String got = s.toString();
      if (!st.state().isEmpty() && !normal(got).equals(normal(st.state()))) {
        return new Check(s, st.number(), at + ": the state differs from the trace: " + firstDifference(st.state(), got));
      }
    }
    End actual = End.of(s, moves, end.reason());
    if (!actual.result().equals(end.result()) || actual.moves() != end.moves()
        || Math.abs(actual.score() - end.score()) > 1e-9 * Math.max(1, Math.abs(end.score()))) {
      return new Check(s, steps.size(), "end: the trace says '" + end.format() + "', the rules give '" + actual.format()
          + "'");
    }
    return new Check(s, -1, null);
  }

  private static String normal(String state) {
    return state.replaceAll("[ \\t]+(\r?\n|$)", "$1").strip();
  }

  private static String firstDifference(String expected, String got) {
    List<String> e = lines(normal(expected));
    List<String> g = lines(normal(got));
    for (int k = 0; k < Math.max(e.size(), g.size()); k++) {
      String a = k < e.size() ? e.get(k) : "(nothing)";
      String b = k < g.size() ? g.get(k) : "(nothing)";
      if (!a.equals(b)) {
        return "line " + (k + 1) + " is '" + a + "' in the trace but '" + b + "' by the rules";
      }
    }
    return "whitespace only";
  }
}
