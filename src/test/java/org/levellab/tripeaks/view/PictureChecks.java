package org.levellab.tripeaks.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.Playthrough;
import org.levellab.game.State;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.PictureFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * What the trace viewer's card-game pictures are checked against: games replayed into the viewer's
 * {@link Frame}s (from golden traces, or seeded random play) and the picture contract every frame
 * must meet. Shared by the TriPeaks, Pair Solitaire and Black Hole picture tests.
 */
public final class PictureChecks {
  /** Where golden traces live. */
  public static final Path GOLDEN = Path.of("src/test/resources/golden");

  // Looking a factory up is slower than parsing a frame: one of each serves every check.
  private static final DocumentBuilderFactory BUILDERS = builders();
  private static final TransformerFactory WRITERS = TransformerFactory.newInstance();

  private PictureChecks() {}

  private static DocumentBuilderFactory builders() {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return f;
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  /** The one service-listed picture factory that draws {@code game}, failing unless there is exactly one. */
  public static PictureFactory factoryOf(String game) {
    List<PictureFactory> found = new ArrayList<>();
    ServiceLoader.load(PictureFactory.class).forEach(f -> {
      if (f.games().contains(game)) {
        found.add(f);
      }
    });
    assertEquals(1, found.size(), "one factory draws " + game + ": " + found);
    return found.get(0);
  }

  /** The golden traces of {@code folder} ({@code tripeaks}, {@code pair}, ...), sorted by name. */
  public static List<Path> goldenTraces(String folder) {
    try (Stream<Path> files = Files.list(GOLDEN.resolve(folder))) {
      List<Path> traces = files.filter(p -> p.toString().endsWith(".trace")).sorted().toList();
      assertFalse(traces.isEmpty(), "no golden traces under " + folder);
      return traces;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The start of a trace's game: its level parsed, before any chance outcome. */
  public static State start(Playthrough trace) {
    Game<?> game = Games.create(trace.game(), trace.rules());
    return game.parseLevel(trace.level(), "the trace's level");
  }

  /**
   * Every step of the trace as the viewer's frame, replayed through the rules from {@link #start}: each
   * move and chance outcome must be legal and each recorded state must match.
   */
  public static List<Frame> frames(Playthrough trace) {
    return frames(start(trace), trace.steps());
  }

  /** The steps replayed from {@code start} (not changed) into frames, as {@link #frames(Playthrough)}. */
  public static List<Frame> frames(State start, List<Playthrough.Step> steps) {
    State s = start.copy();
    List<Frame> frames = new ArrayList<>();
    for (Playthrough.Step step : steps) {
      String at = "step " + step.number() + " (" + step.action() + ")";
      State before = null;
      List<State> stages = new ArrayList<>();
      if (step.number() > 0) {
        assertFalse(s.isChanceNode(), at + ": a chance outcome was due");
        before = s.copy();
        apply(s, step.action(), at);
        stages.add(s.copy());
      }
      List<String> chance = new ArrayList<>();
      for (String c : step.chance()) {
        String outcome = c.replaceFirst("\\[[^\\]]*]$", "");
        assertTrue(s.isChanceNode(), at + ", chance " + outcome + ": no chance node");
        apply(s, outcome, at);
        stages.add(s.copy());
        chance.add(outcome);
      }
      assertFalse(s.isChanceNode(), at + ": a chance outcome is missing");
      if (!step.state().isEmpty()) {
        assertEquals(step.state().strip(), s.toString().strip(), at + ": the state differs from the trace");
      }
      if (step.number() == 0) {
        stages = List.of(s.copy());
      }
      frames.add(new Frame(step.number(), before, step.number() == 0 ? null : step.action(), chance, stages,
          s.copy()));
    }
    return frames;
  }

  private static void apply(State s, String notation, String at) {
    int a = s.parseAction(notation);
    assertNull(s.whyIllegal(a), at + ": " + notation + " is not legal");
    s.apply(a);
  }

  /**
   * A seeded random game from {@code start} (not changed), as trace steps: uniform legal moves and
   * chance outcomes drawn by the game's own {@link State#sampleChance}, one stream of {@code seed},
   * until the game ends or after {@code maxMoves} moves.
   */
  public static List<Playthrough.Step> randomSteps(State start, long seed, int maxMoves) {
    SplittableRandom rng = new SplittableRandom(seed);
    State s = start.copy();
    List<Playthrough.Step> steps = new ArrayList<>();
    steps.add(new Playthrough.Step(0, Playthrough.START, resolveChance(s, rng), ""));
    for (int n = 1; n <= maxMoves && !s.isTerminal(); n++) {
      int[] legal = s.legalActions();
      int a = legal[rng.nextInt(legal.length)];
      String move = s.actionToString(a);
      s.apply(a);
      steps.add(new Playthrough.Step(n, move, resolveChance(s, rng), ""));
    }
    return steps;
  }

  private static List<String> resolveChance(State s, SplittableRandom rng) {
    List<String> chance = new ArrayList<>();
    while (s.isChanceNode()) {
      int outcome = s.sampleChance(rng);
      chance.add(s.actionToString(outcome));
      s.apply(outcome);
    }
    return chance;
  }

  /**
   * Parses a frame's SVG, failing unless it is well-formed XML whose one root is an {@code <svg>}
   * element with no other {@code <svg>} inside.
   */
  public static Document parse(String svg) {
    Document doc;
    try {
      doc = BUILDERS.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    } catch (Exception e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg, e);
    }
    Element root = doc.getDocumentElement();
    assertEquals("svg", root.getLocalName(), "the root element");
    assertEquals("http://www.w3.org/2000/svg", root.getNamespaceURI(), "the root's namespace");
    assertEquals(0, root.getElementsByTagNameNS("*", "svg").getLength(), "an <svg> inside the root");
    return doc;
  }

  /** The elements whose class list holds {@code cls}, in document order. */
  public static List<Element> withClass(Document doc, String cls) {
    return ByClass.of(doc).with(cls);
  }

  /**
   * A frame's elements by class, in document order, from one walk of the document: what {@link
   * #withClass} finds for every class at once, for the checks that look up several classes per frame.
   */
  public record ByClass(Map<String, List<Element>> elements) {
    public static ByClass of(Document doc) {
      Map<String, List<Element>> out = new HashMap<>();
      NodeList all = doc.getElementsByTagNameNS("*", "*");
      for (int i = 0; i < all.getLength(); i++) {
        Element e = (Element) all.item(i);
        for (String c : classes(e)) {
          out.computeIfAbsent(c, k -> new ArrayList<>()).add(e);
        }
      }
      return new ByClass(out);
    }

    /** The elements whose class list holds {@code cls}, in document order. */
    public List<Element> with(String cls) {
      return elements.getOrDefault(cls, List.of());
    }
  }

  /** An element's classes, each once, in the order written (split on white space, without a regex). */
  private static Set<String> classes(Element e) {
    String list = e.getAttribute("class");
    Set<String> out = new LinkedHashSet<>();
    int at = 0;
    while (at < list.length()) {
      while (at < list.length() && Character.isWhitespace(list.charAt(at))) {
        at++;
      }
      int end = at;
      while (end < list.length() && !Character.isWhitespace(list.charAt(end))) {
        end++;
      }
      if (end > at) {
        out.add(list.substring(at, end));
      }
      at = end;
    }
    return out;
  }

  /** The SVG with every element of class {@code cls} taken out, written back as text. */
  public static String without(String svg, String cls) {
    Document doc = parse(svg);
    for (Element e : withClass(doc, cls)) {
      e.getParentNode().removeChild(e);
    }
    return write(doc);
  }

  /** The text a reader sees: every text node, in document order, one per line. */
  public static String texts(Document doc) {
    StringBuilder sb = new StringBuilder();
    collectText(doc.getDocumentElement(), sb);
    return sb.toString();
  }

  private static void collectText(Node n, StringBuilder sb) {
    for (Node c = n.getFirstChild(); c != null; c = c.getNextSibling()) {
      if (c.getNodeType() == Node.TEXT_NODE && !c.getNodeValue().isBlank()) {
        sb.append(c.getNodeValue()).append('\n');
      } else if (c.getNodeType() == Node.ELEMENT_NODE) {
        collectText(c, sb);
      }
    }
  }

  private static String write(Document doc) {
    try {
      var t = WRITERS.newTransformer();
      t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
      StringWriter w = new StringWriter();
      t.transform(new DOMSource(doc), new StreamResult(w));
      return w.toString();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  /**
   * The contract of every frame: well-formed, one {@code <svg>} root, at most {@code maxBytes} of
   * UTF-8, styled by classes only (no style attribute, no script, no external reference), every class
   * but the viewer's own defined in {@link GamePicture#css()}, and something marked {@value
   * GamePicture#MOVED} exactly when a move was made.
   *
   * @return the parsed frame
   */
  public static Document checkContract(GamePicture picture, Frame frame, String svg, int maxBytes) {
    String at = "frame " + frame.number() + " (" + frame.move() + ")";
    Document doc = parse(svg);
    int bytes = svg.getBytes(StandardCharsets.UTF_8).length;
    assertTrue(bytes <= maxBytes, at + ": " + bytes + " bytes, more than " + maxBytes);
    NodeList all = doc.getElementsByTagNameNS("*", "*");
    String css = picture.css();
    // Messages are built on failure only, and each class is looked up in the css once per frame: the
    // checks run on every element of thousands of frames.
    Set<String> defined = new HashSet<>();
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      String name = e.getLocalName();
      assertFalse(e.hasAttribute("style"), () -> at + ": a style attribute on <" + name + ">");
      assertFalse(e.hasAttribute("href") || e.hasAttributeNS("http://www.w3.org/1999/xlink", "href"),
          () -> at + ": an external reference");
      assertFalse(name.equals("script") || name.equals("use"), () -> at + ": <" + name + ">");
      for (String c : classes(e)) {
        if (defined.contains(c)) {
          continue;
        }
        assertTrue(c.startsWith("ll-") || css.contains("." + c + "{") || css.contains("." + c + " ")
            || css.contains("." + c + "."), () -> at + ": class " + c + " is not in the picture's css");
        defined.add(c);
      }
    }
    int moved = withClass(doc, GamePicture.MOVED).size();
    if (frame.isStart()) {
      assertEquals(0, moved, at + ": nothing moves at the start");
    } else {
      assertTrue(moved > 0, at + ": nothing is marked " + GamePicture.MOVED);
    }
    return doc;
  }

  /** Size in UTF-8 bytes. */
  public static int bytes(String svg) {
    return svg.getBytes(StandardCharsets.UTF_8).length;
  }
}
