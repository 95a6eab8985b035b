package org.levellab.game.view;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.Playthrough;
import org.levellab.game.State;

/**
 * Any game's trace ({@link Playthrough}) as one self-contained, animated HTML page: every step drawn
 * by the game's picture ({@link Pictures}), with step, play and reveal controls.
 *
 * <p>The trace is replayed through its game's rules first (checked as {@link Playthrough#replay()}
 * checks it), and a trace that does not replay is refused with one line naming the step. The page then holds one
 * {@code <section class="ll-frame" data-step="n">} per step ({@code data-step="0"} is the start), the
 * move that led there in the game's words ({@link GamePicture#moveText}, the engine's notation in the
 * tooltip), the score, the moves so far with the current one marked, and the outcome at the end; a
 * banner in the header says from the first step on how the game ended (won, lost or unfinished),
 * its score and its steps, and the picture's legend follows the steps. A step drawn in stages
 * ({@value GamePicture#STAGE}) gets a row of stage buttons, and playing goes through its stages. Its controls: first, back, play/pause, forward and last buttons, a slider, the keyboard
 * (left and right arrows, space to play or pause, Home, End), a click on a move in the list, and,
 * when the game hides something, a "reveal hidden cards" switch that shows the pictures' {@value
 * GamePicture#HIDDEN} layer instead of their {@value GamePicture#COVER} layer.
 *
 * <p>The page needs no network: CSS and script are inline, no fonts or images are fetched. Without
 * script it shows the start. Two fragments drive it from outside: {@code #step=N} opens step N ({@code
 * #step=N.K} at its stage K, from 1, for a picture drawn in stages), and
 * {@code #walk} runs the page's self-check, which steps through every frame with the page's own
 * controls and writes what each showed into a {@code <pre id="ll-walk">} (the browser test reads it).
 *
 * <p>In a notebook, {@link #notebook} wraps the page in an {@code <iframe srcdoc>}, so that its CSS,
 * script and keyboard handling stay apart from the notebook's, in JupyterLab and in an exported HTML
 * file alike.
 */
public final class TraceViewer {
  /** Milliseconds between steps while playing. */
  public static final int PLAY_DELAY_MILLIS = 700;

  private static final Pattern SVG_NAMESPACE = Pattern.compile(
      "\\s+xmlns(?::\\w+)?=(?:\"http://www\\.w3\\.org/[^\"]*\"|'http://www\\.w3\\.org/[^']*')");
  /** A stage group: its class list names {@value GamePicture#STAGE}, its data-label says what happens in it. */
  private static final Pattern STAGE_GROUP = Pattern.compile(
      "<g\\s+class=[\"']" + GamePicture.STAGE + "(?:\\s[^\"']*)?[\"'][^>]*?\\sdata-label=(?:\"([^\"]*)\"|'([^']*)')");
  /** Chance outcomes written in the caption; the rest go to its tooltip. */
  private static final int CHANCE_SHOWN = 4;
  private static final Pattern SVG_HEIGHT = Pattern.compile("^<svg\\b[^>]*?\\sheight=\"(\\d+(?:\\.\\d+)?)(?:px)?\"");

  private TraceViewer() {}

  /**
   * The trace's steps replayed through its game's rules, the game rebuilt from the catalogue ({@link
   * Games}) from the trace's name and rules; see {@link #frames(Playthrough, Game)}.
   */
  public static List<Frame> frames(Playthrough trace) {
    return frames(trace, Games.create(trace.game(), trace.rules()));
  }

  /**
   * The trace's steps replayed through {@code game}'s rules, checked as {@link Playthrough#replay()}
   * checks them: every move and chance outcome legal, every state as traced, the end as traced. Frame
   * n is step n, with the state before it, the move, its chance outcomes, the state after each of
   * them, and the state after the step.
   *
   * @throws IllegalArgumentException with one line naming the step when the trace does not replay
   *     (or naming what is wrong with its game or level)
   */
  public static List<Frame> frames(Playthrough trace, Game<?> game) {
    if (!game.name().equalsIgnoreCase(trace.game().trim())) {
      throw new IllegalArgumentException("the trace is a game of " + trace.game() + ", not of " + game.name());
    }
    State s = game.parseLevel(trace.level(), "the trace's level");
    List<Frame> frames = new ArrayList<>(trace.steps().size());
    int moves = 0;
    for (Playthrough.Step step : trace.steps()) {
      String at = "step " + step.number() + " (" + step.action() + ")";
      State before = null;
      List<State> stages = new ArrayList<>();
      if (step.number() > 0) {
        if (s.isChanceNode()) {
          throw refused(at + ": a chance outcome comes first, but the trace gives none");
        }
        before = s.copy();
        apply(s, step.action(), at);
        moves++;
        stages.add(s.copy());
      }
      for (String c : step.chance()) {
        // a trace may annotate an outcome, as in B12=7[note]; the rules read only the outcome
        String outcome = c.replaceFirst("\\[[^\\]]*]$", "");
        if (!s.isChanceNode()) {
          throw refused(at + ", chance " + outcome + ": no chance node here");
        }
        apply(s, outcome, at + ", chance " + outcome);
        stages.add(s.copy());
      }
      if (s.isChanceNode()) {
        throw refused(at + ": the trace gives no outcome for the chance node that follows");
      }
      if (!step.state().isEmpty()) {
        int line = firstDifference(step.state(), s.toString());
        if (line > 0) {
          throw refused(at + ": the state differs from the trace at its line " + line);
        }
      }
      if (step.number() == 0) {
        stages = List.of(s.copy());
      }
      State after = stages.get(stages.size() - 1);
      frames.add(new Frame(step.number(), before, step.number() == 0 ? null : step.action(), step.chance(), stages,
          after));
    }
    Playthrough.End actual = Playthrough.End.of(s, moves, trace.end().reason());
    Playthrough.End traced = trace.end();
    if (!actual.result().equals(traced.result()) || actual.moves() != traced.moves()
        || Math.abs(actual.score() - traced.score()) > 1e-9 * Math.max(1, Math.abs(traced.score()))) {
      throw refused("end: the trace says '" + end(traced) + "', the rules give '" + end(actual) + "'");
    }
    return frames;
  }

  private static IllegalArgumentException refused(String why) {
    return new IllegalArgumentException("the trace does not replay: " + why);
  }

  private static void apply(State s, String notation, String at) {
    if (s.isTerminal()) {
      throw refused(at + ": the game is already over");
    }
    int action;
    try {
      action = s.parseAction(notation);
    } catch (IllegalArgumentException e) {
      throw refused(at + ": " + e.getMessage());
    }
    String why = s.whyIllegal(action);
    if (why != null) {
      throw refused(at + ": " + why);
    }
    s.apply(action);
  }

  /** The first line (from 1) where two state texts differ beyond trailing blanks, or 0. */
  private static int firstDifference(String traced, String actual) {
    String[] a = traced.strip().split("\\r?\\n", -1);
    String[] b = actual.strip().split("\\r?\\n", -1);
    for (int i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length || !a[i].stripTrailing().equals(b[i].stripTrailing())) {
        return i + 1;
      }
    }
    return 0;
  }

  /** The page of {@code trace}, drawn by its game's picture from the catalogue. */
  public static String page(Playthrough trace) {
    List<Frame> frames = frames(trace);
    return page(trace, frames, Pictures.of(frames.get(0).after().game()));
  }

  /**
   * The page of {@code trace} replayed through {@code game} (a game the catalogue need not know),
   * drawn by {@code picture}.
   */
  public static String page(Playthrough trace, Game<?> game, GamePicture picture) {
    return page(trace, frames(trace, game), picture);
  }

  /** Writes the page of {@code trace} to {@code file} (UTF-8). */
  public static void write(Playthrough trace, Path file) {
    String page = page(trace);
    try {
      Files.writeString(file, page, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * The page as notebook output: an {@code <iframe srcdoc>} holding the escaped page, sized from its
   * tallest picture and fitted to the page once it has loaded (where the notebook runs the handler;
   * JupyterLab and exported HTML do). Display it with {@code Lab.html(TraceViewer.notebook(trace))}.
   */
  public static String notebook(Playthrough trace) {
    List<Frame> frames = frames(trace);
    GamePicture picture = Pictures.of(frames.get(0).after().game());
    List<String> svgs = svgs(frames, picture);
    String page = page(trace, frames, picture, svgs);
    int height = Math.max(tallest(svgs), 120) + 150;
    return "<iframe class=\"ll-trace\" title=\"" + Markup.escape(title(trace)) + "\" srcdoc=\"" + Markup.escape(page)
        + "\" style=\"width:100%;height:" + height + "px;border:1px solid #ddd;border-radius:4px\""
        // measured in a 1px viewport, the document is as tall as its content, not as the first guess
        + " onload=\"try{var h=this.style.height;this.style.height='1px';"
        + "this.style.height=(this.contentDocument.documentElement.scrollHeight+4)+'px'}catch(e){this.style.height=h}\">"
        + "</iframe>";
  }

  private static String page(Playthrough trace, List<Frame> frames, GamePicture picture) {
    return page(trace, frames, picture, svgs(frames, picture));
  }

  private static List<String> svgs(List<Frame> frames, GamePicture picture) {
    List<String> drawn = Objects.requireNonNull(picture.svgs(frames), "pictures of the steps");
    if (drawn.size() != frames.size()) {
      throw new IllegalStateException(picture.getClass().getName() + " drew " + drawn.size() + " pictures of "
          + frames.size() + " steps");
    }
    List<String> out = new ArrayList<>(frames.size());
    for (Frame f : frames) {
      String svg = Objects.requireNonNull(drawn.get(f.number()), "picture of step " + f.number()).strip();
      if (!svg.startsWith("<svg")) {
        throw new IllegalStateException(picture.getClass().getName() + " drew step " + f.number()
            + " as something other than one <svg> element");
      }
      // inline SVG in HTML needs no namespace declaration, and the page names no URL at all
      out.add(SVG_NAMESPACE.matcher(svg).replaceAll(""));
    }
    return out;
  }

  /** The height of the tallest picture, from the root elements' height attributes (0 if none says). */
  private static int tallest(List<String> svgs) {
    double max = 0;
    for (String svg : svgs) {
      Matcher m = SVG_HEIGHT.matcher(svg);
      if (m.find()) {
        max = Math.max(max, Double.parseDouble(m.group(1)));
      }
    }
    return (int) Math.ceil(max);
  }

  private static String title(Playthrough trace) {
    return "LevelLab trace: " + trace.game() + ", " + end(trace.end());
  }

  private static String page(Playthrough trace, List<Frame> frames, GamePicture picture, List<String> svgs) {
    boolean hides = frames.get(0).after().game().hasHiddenInformation();
    int last = frames.size() - 1;
    int tallest = tallest(svgs);
    StringBuilder sb = new StringBuilder(4096 + svgs.stream().mapToInt(String::length).sum() + 200 * frames.size());
    sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        .append("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">")
        .append("<title>").append(Markup.escape(title(trace))).append("</title>\n<style>").append(CSS);
    if (tallest > 0) {
      // frames of different heights would make the page jump while it plays
      sb.append(".ll-frames{min-height:").append(tallest + 30).append("px}");
    }
    sb.append(picture.css()).append("</style></head>\n<body>\n");
    sb.append("<main id=\"ll-viewer\" class=\"ll-viewer\" data-last=\"").append(last).append("\" data-delay=\"")
        .append(PLAY_DELAY_MILLIS).append("\">\n");
    List<String> words = moveTexts(frames, picture);
    header(sb, trace);
    controls(sb, last, hides);
    sb.append("<div class=\"ll-body\">\n<div class=\"ll-frames\">\n");
    for (int i = 0; i < frames.size(); i++) {
      frame(sb, frames.get(i), words.get(i), svgs.get(i), i == last ? trace.end() : null);
    }
    sb.append("</div>\n");
    moveList(sb, frames, words);
    sb.append("</div>\n");
    String legend = picture.legend();
    if (legend != null && !legend.isBlank()) {
      sb.append("<div class=\"ll-legend\"><span class=\"ll-side-title\">legend</span>").append(legend)
          .append("</div>\n");
    }
    sb.append("</main>\n<script>").append(SCRIPT).append("</script>\n</body></html>\n");
    return sb.toString();
  }

  /**
   * Each step's move in the game's words ({@link GamePicture#moveText}), "start" for step 0; the
   * engine's notation where the picture gives no words.
   */
  static List<String> moveTexts(List<Frame> frames, GamePicture picture) {
    List<String> out = new ArrayList<>(frames.size());
    for (Frame f : frames) {
      String words = f.isStart() ? "start" : picture.moveText(f);
      out.add(words == null || words.isBlank() ? f.move() : words.strip());
    }
    return out;
  }

  /** The outcome as the banner says it: {@code won}, {@code lost}, or {@code unfinished} for a game stopped early. */
  static String outcome(Playthrough.End end) {
    return switch (end.result()) {
      case "won", "lost" -> end.result();
      default -> "unfinished";
    };
  }

  /** The banner's line: {@code won · score 28 · 45 steps}, with the reason a game stopped. */
  static String banner(Playthrough.End end) {
    String word = outcome(end);
    return word + (end.reason() == null ? "" : " (" + end.reason() + ")") + " · score " + number(end.score()) + " · "
        + end.moves() + (end.moves() == 1 ? " step" : " steps");
  }

  private static void header(StringBuilder sb, Playthrough trace) {
    // the outcome first, so that two games of a notebook side by side differ at a glance
    sb.append("<header class=\"ll-head\"><span id=\"ll-outcome\" class=\"ll-outcome ll-")
        .append(outcome(trace.end())).append("\">").append(Markup.escape(banner(trace.end()))).append("</span> <b>")
        .append(Markup.escape(trace.game())).append("</b>");
    if (!trace.agent().isEmpty()) {
      sb.append(" <span class=\"ll-agent\">played by ").append(Markup.escape(trace.agent())).append("</span>");
    }
    if (!trace.rules().isBlank() || !trace.level().isBlank()) {
      sb.append("<details><summary>rules and level</summary>");
      if (!trace.rules().isBlank()) {
        sb.append("<pre>").append(Markup.escape(trace.rules().strip())).append("</pre>");
      }
      if (!trace.level().isBlank()) {
        sb.append("<pre>").append(Markup.escape(trace.level().strip())).append("</pre>");
      }
      sb.append("</details>");
    }
    sb.append("</header>\n");
  }

  private static void controls(StringBuilder sb, int last, boolean hides) {
    sb.append("<nav class=\"ll-controls\">")
        .append(button("first", "first step (Home)", "M1 1h2v10H1zM11 1v10L4 6z"))
        .append(button("back", "step back (left arrow)", "M7 1v10L1 6zM12 1v10L6 6z"))
        .append("<button type=\"button\" id=\"ll-play\" title=\"play or pause (space)\" aria-pressed=\"false\">")
        .append(icon("ll-play-icon", "M3 1v10l8-5z")).append(icon("ll-pause-icon", "M2 1h3v10H2zM7 1h3v10H7z"))
        .append("</button>")
        .append(button("forward", "step forward (right arrow)", "M0 1v10l6-5zM5 1v10l6-5z"))
        .append(button("last", "last step (End)", "M1 1v10l7-5zM9 1h2v10H9z"))
        .append("<input type=\"range\" id=\"ll-slider\" min=\"0\" max=\"").append(last)
        .append("\" value=\"0\" step=\"1\" aria-label=\"step\">")
        .append("<span id=\"ll-position\">step 0 / ").append(last).append("</span>");
    if (hides) {
      sb.append("<label class=\"ll-switch\"><input type=\"checkbox\" id=\"ll-reveal\"> reveal hidden cards</label>");
    }
    sb.append("</nav>\n");
  }

  /** A button drawn with an inline icon: symbol fonts for media keys are missing on many machines. */
  private static String button(String name, String title, String path) {
    return "<button type=\"button\" id=\"ll-" + name + "\" title=\"" + title + "\" aria-label=\"" + title + "\">"
        + icon("ll-icon", path) + "</button>";
  }

  private static String icon(String cls, String path) {
    return "<svg class=\"" + cls + "\" width=\"12\" height=\"12\" viewBox=\"0 0 12 12\" aria-hidden=\"true\"><path d=\""
        + path + "\"/></svg>";
  }

  private static void frame(StringBuilder sb, Frame f, String words, String svg, Playthrough.End end) {
    String move = f.isStart() ? "start" : "move " + f.number() + ": " + words;
    sb.append("<section class=\"ll-frame\" data-step=\"").append(f.number()).append('"');
    if (!f.isStart()) {
      sb.append(" hidden");
    }
    sb.append("><p class=\"ll-caption\"><span class=\"ll-move\"");
    if (!f.isStart()) {
      sb.append(" title=\"").append(Markup.escape(f.move())).append('"');
    }
    sb.append('>').append(Markup.escape(move)).append("</span>");
    if (!f.chance().isEmpty()) {
      // a cascade can bring dozens of outcomes: the first few, the rest in the tooltip
      List<String> c = f.chance();
      String shown = String.join(" ", c.subList(0, Math.min(CHANCE_SHOWN, c.size())))
          + (c.size() > CHANCE_SHOWN ? " … (" + c.size() + " in all)" : "");
      sb.append(" <span class=\"ll-chance\" title=\"").append(Markup.escape(String.join(" ", c))).append("\">then ")
          .append(Markup.escape(shown)).append("</span>");
    }
    sb.append(" <span class=\"ll-score\">score ").append(number(f.after().score())).append("</span></p>\n");
    List<String> stages = stageLabels(svg);
    if (stages.size() > 1) {
      sb.append("<div class=\"ll-stages\"><span class=\"ll-side-title\">stage</span>");
      for (int i = 0; i < stages.size(); i++) {
        sb.append("<button type=\"button\" data-stage=\"").append(i).append("\">").append(i + 1).append(". ")
            .append(stages.get(i)).append("</button>");
      }
      sb.append("</div>\n");
    }
    sb.append(svg).append('\n');
    if (end != null) {
      sb.append("<p class=\"ll-end\">").append(Markup.escape(end(end))).append("</p>\n");
    }
    sb.append("</section>\n");
  }

  /** The labels of the stages of a picture drawn in stages ({@link GamePicture#STAGE}), in order; empty for none. */
  static List<String> stageLabels(String svg) {
    List<String> out = new ArrayList<>();
    Matcher m = STAGE_GROUP.matcher(svg);
    while (m.find()) {
      out.add(m.group(1) != null ? m.group(1) : m.group(2));
    }
    return out;
  }

  private static void moveList(StringBuilder sb, List<Frame> frames, List<String> words) {
    sb.append("<aside class=\"ll-side\"><div class=\"ll-side-title\">moves</div><ol id=\"ll-moves\">");
    for (Frame f : frames) {
      if (!f.isStart()) {
        // the engine's notation in the tooltip: what a trace file or a solver's output writes
        sb.append("<li data-goto=\"").append(f.number()).append("\" title=\"").append(Markup.escape(f.move()))
            .append("\">").append(Markup.escape(words.get(f.number()))).append("</li>");
      }
    }
    sb.append("</ol></aside>\n");
  }

  /** The end as the trace writes it: {@code won, score 28, 45 moves}. */
  static String end(Playthrough.End end) {
    return end.result() + (end.reason() == null ? "" : " (" + end.reason() + ")") + ", score " + number(end.score())
        + ", " + end.moves() + (end.moves() == 1 ? " move" : " moves");
  }

  static String number(double v) {
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return Long.toString((long) v);
    }
    return String.format(Locale.ROOT, "%.4g", v);
  }

  private static final String CSS = """
      body{margin:0;font:14px system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#222;background:#fff}
      .ll-viewer{padding:10px 12px}
      .ll-head{margin-bottom:6px}.ll-agent{color:#666}
      .ll-outcome{display:inline-block;padding:2px 10px;margin-right:8px;border-radius:12px;font-weight:700;\
      color:#fff;background:#6b7280}
      .ll-outcome.ll-won{background:#15803d}.ll-outcome.ll-lost{background:#b91c1c}
      .ll-head details{display:inline-block;margin-left:10px;color:#666}
      .ll-head pre{margin:4px 0;font-size:12px;color:#333}
      .ll-controls{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin-bottom:8px}
      .ll-controls button{min-width:34px;height:28px;border:1px solid #bbb;border-radius:4px;background:#f6f6f6;\
      cursor:pointer}
      .ll-controls button:hover{background:#e8e8e8}
      .ll-controls svg{display:block;margin:auto;fill:#333}
      #ll-play .ll-pause-icon,#ll-play[aria-pressed=true] .ll-play-icon{display:none}
      #ll-play[aria-pressed=true] .ll-pause-icon{display:block}
      #ll-play[aria-pressed=true]{background:#ffe3c2}
      #ll-slider{flex:1 1 160px;min-width:120px}
      #ll-position{font-variant-numeric:tabular-nums;min-width:7em}
      .ll-switch{user-select:none;cursor:pointer}
      .ll-body{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
      .ll-frames{flex:0 1 auto;max-width:100%;overflow-x:auto}
      .ll-frame[hidden]{display:none}
      .ll-caption{margin:0 0 4px}.ll-move{font-weight:600}.ll-chance{color:#666;font-size:12px}
      .ll-score{color:#555;margin-left:8px}
      .ll-end{font-weight:600;margin:6px 0}
      .ll-frame svg{display:block;max-width:100%;height:auto}
      .ll-viewer svg .ll-moved{stroke:#e6550d;stroke-width:3px;paint-order:stroke}
      .ll-stage~.ll-stage,.ll-staged .ll-stage{display:none}
      .ll-staged .ll-stage.ll-on{display:inline}
      .ll-stages{display:flex;flex-wrap:wrap;gap:4px;align-items:center;margin:0 0 4px;max-width:640px}
      .ll-stages button{font-size:12px;padding:1px 6px;border:1px solid #bbb;border-radius:4px;background:#f6f6f6;\
      cursor:pointer}
      .ll-stages button.ll-on{background:#ffe3c2;border-color:#e6550d}
      .ll-legend{display:flex;flex-wrap:wrap;gap:4px 14px;align-items:center;margin-top:8px;font-size:12px;color:#333;\
      max-width:900px}
      .ll-legend-item{display:inline-flex;align-items:center;gap:4px}
      .ll-legend-item svg{flex:none}
      .ll-viewer:not(.ll-reveal) .ll-hidden{display:none}
      .ll-viewer.ll-reveal .ll-cover{display:none}
      .ll-side{flex:0 0 210px}.ll-side-title{color:#666;font-size:12px;margin-right:4px}
      #ll-moves{position:relative;margin:2px 0;padding:4px 4px 4px 40px;max-height:380px;overflow-y:auto;\
      border:1px solid #ddd;border-radius:4px;font:12px 'DejaVu Sans Mono',Menlo,Consolas,monospace}
      #ll-moves li{cursor:pointer;color:#999}
      #ll-moves li.ll-done{color:#222}
      #ll-moves li.ll-current{color:#000;background:#ffe3c2;font-weight:700}
      """;

  private static final String SCRIPT = """
      (function () {
        'use strict';
        var root = document.getElementById('ll-viewer');
        var frames = root.querySelectorAll('.ll-frame');
        var moves = document.querySelectorAll('#ll-moves li');
        var list = document.getElementById('ll-moves');
        var slider = document.getElementById('ll-slider');
        var position = document.getElementById('ll-position');
        var playButton = document.getElementById('ll-play');
        var reveal = document.getElementById('ll-reveal');
        var last = frames.length - 1, current = 0, timer = null, stage = 0;
        root.classList.add('ll-staged');
        function stagesOf(step) { return frames[step].querySelectorAll('.ll-stage'); }
        function showStage(k) {
          var all = stagesOf(current), buttons = frames[current].querySelectorAll('.ll-stages button');
          stage = Math.max(0, Math.min(all.length - 1, k | 0));
          for (var i = 0; i < all.length; i++) { all[i].classList.toggle('ll-on', i === stage); }
          for (var j = 0; j < buttons.length; j++) { buttons[j].classList.toggle('ll-on', j === stage); }
        }
        var delay = Number(root.getAttribute('data-delay')) || 700;
        function show(step) {
          step = Math.max(0, Math.min(last, step | 0));
          frames[current].hidden = true;
          frames[step].hidden = false;
          current = step;
          showStage(0);
          slider.value = String(step);
          position.textContent = 'step ' + step + ' / ' + last;
          for (var i = 0; i < moves.length; i++) {
            moves[i].className = i + 1 < step ? 'll-done' : i + 1 === step ? 'll-current' : '';
          }
          var li = moves[step - 1];
          if (li && (li.offsetTop < list.scrollTop || li.offsetTop + li.offsetHeight > list.scrollTop + list.clientHeight)) {
            list.scrollTop = li.offsetTop - list.clientHeight / 2;
          }
          if (step === last && stagesOf(last).length <= 1) { pause(); }
        }
        function tick() {
          if (stage + 1 < stagesOf(current).length) {
            showStage(stage + 1);
            if (current === last && stage + 1 >= stagesOf(current).length) { pause(); }
          } else {
            show(current + 1);
          }
        }
        function pause() {
          if (timer !== null) { clearInterval(timer); timer = null; }
          playButton.setAttribute('aria-pressed', 'false');
        }
        function play() {
          if (timer !== null) { return; }
          if (current === last) { show(0); }
          timer = setInterval(tick, delay);
          playButton.setAttribute('aria-pressed', 'true');
        }
        var actions = {
          first: function () { pause(); show(0); },
          back: function () { pause(); show(current - 1); },
          forward: function () { pause(); show(current + 1); },
          last: function () { pause(); show(last); },
          play: function () { if (timer !== null) { pause(); } else { play(); } }
        };
        Object.keys(actions).forEach(function (name) {
          document.getElementById('ll-' + name).addEventListener('click', actions[name]);
        });
        slider.addEventListener('input', function () { pause(); show(Number(slider.value)); });
        root.addEventListener('click', function (e) {
          var k = e.target.getAttribute && e.target.closest && e.target.closest('.ll-stages button');
          if (k) { pause(); showStage(Number(k.getAttribute('data-stage'))); }
        });
        list.addEventListener('click', function (e) {
          var step = e.target.getAttribute && e.target.getAttribute('data-goto');
          if (step !== null && step !== undefined) { pause(); show(Number(step)); }
        });
        var keys = { ArrowLeft: 'back', ArrowRight: 'forward', ' ': 'play', Spacebar: 'play', Home: 'first', End: 'last' };
        document.addEventListener('keydown', function (e) {
          var name = keys[e.key];
          if (!name || e.altKey || e.ctrlKey || e.metaKey) { return; }
          e.preventDefault();
          actions[name]();
        });
        // a focused button or switch would also take the space as a click when the key is released
        document.addEventListener('keyup', function (e) {
          if (keys[e.key] === 'play') { e.preventDefault(); }
        });
        if (reveal) {
          reveal.addEventListener('change', function () { root.classList.toggle('ll-reveal', reveal.checked); });
          root.classList.toggle('ll-reveal', reveal.checked);
        }
        var wanted = /^#step=(\\d+)(?:\\.(\\d+))?$/.exec(location.hash);
        show(wanted ? Number(wanted[1]) : 0);
        if (wanted && wanted[2]) { showStage(Number(wanted[2]) - 1); }
        if (location.hash === '#walk') { walk(); }

        // The page's self-check: every control driven as a reader would, and what each showed written down.
        function walk() {
          var log = [];
          function shown(selector) {
            var all = frames[current].querySelectorAll(selector), n = 0;
            for (var i = 0; i < all.length; i++) { if (getComputedStyle(all[i]).display !== 'none') { n++; } }
            return n + '/' + all.length;
          }
          function note(what) {
            var visible = [];
            for (var i = 0; i < frames.length; i++) {
              if (getComputedStyle(frames[i]).display !== 'none') { visible.push(frames[i].getAttribute('data-step')); }
            }
            var marked = list.querySelectorAll('.ll-current');
            var stroke = '-', outlined = frames[current].querySelectorAll('svg .ll-moved');
            for (var j = 0; j < outlined.length; j++) {
              if (outlined[j].getBoundingClientRect().width > 0) { stroke = getComputedStyle(outlined[j]).stroke; break; }
            }
            var banner = document.getElementById('ll-outcome');
            var bannerBox = banner.getBoundingClientRect();
            log.push([what, 'step=' + slider.value, 'visible=' + visible.join(','),
              'marked=' + (marked.length === 1 ? marked[0].textContent : marked.length === 0 ? '-' : 'many'),
              'hidden=' + shown('.ll-hidden'), 'cover=' + shown('.ll-cover'), 'playing=' + (timer !== null),
              'move=' + frames[current].querySelector('.ll-move').textContent,
              'stage=' + (stagesOf(current).length ? (stage + 1) + '/' + stagesOf(current).length : '-'),
              'stagesShown=' + shown('.ll-stage'), 'movedStroke=' + stroke,
              'banner=' + (bannerBox.height > 0 && bannerBox.bottom > 0 && getComputedStyle(banner).visibility === 'visible'
                ? banner.textContent : '-'),
              'legend=' + root.querySelectorAll('.ll-legend .ll-legend-item').length].join('\\t'));
          }
          function click(name) { document.getElementById('ll-' + name).click(); }
          function key(k) { document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })); }
          click('first'); note('first');
          for (var i = 0; i < last; i++) { click('forward'); note('forward'); }
          click('forward'); note('forward-at-end');
          click('back'); note('back');
          click('first'); note('first');
          click('back'); note('back-at-start');
          key('ArrowRight'); note('key-right');
          key('End'); note('key-end');
          key('ArrowLeft'); note('key-left');
          key('Home'); note('key-home');
          slider.value = String(Math.floor(last / 2));
          slider.dispatchEvent(new Event('input', { bubbles: true }));
          note('slider');
          list.querySelector('li:last-child') && list.querySelector('li:last-child').click();
          note('list-last');
          if (reveal) { reveal.click(); note('reveal-on'); reveal.click(); note('reveal-off'); }
          for (var s = 0; s <= last; s++) {
            if (frames[s].querySelectorAll('.ll-stages button').length > 1) {
              key('Home');
              list.querySelector('li[data-goto="' + s + '"]').click();
              note('staged');
              var buttons = frames[s].querySelectorAll('.ll-stages button');
              for (var b = 0; b < buttons.length; b++) { buttons[b].click(); note('stage-button'); }
              break;
            }
          }
          key('Home'); key(' '); note('key-play');
          setTimeout(function () {
            note('played');
            key(' '); note('key-pause');
            setTimeout(function () {
              note('paused');
              var out = document.createElement('pre');
              out.id = 'll-walk';
              out.textContent = log.join('\\n');
              document.body.appendChild(out);
            }, delay * 2);
          }, delay * 2.5);
        }
      })();
      """;
}
