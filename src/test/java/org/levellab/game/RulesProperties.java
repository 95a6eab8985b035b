package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The rules reader on generated rules: what {@link Rules.Values#text()} writes reads back as the same
 * values, wherever comments, blank lines and the order put its lines; every key it does not declare is
 * refused; every bad value is refused naming its key and its line.
 */
class RulesProperties {
  enum Deck { STANDARD, CUSTOM, TWO_DECKS }

  static final Rules RULES = Rules.of("demo")
      .intRule("ranks", 13, 1, 13)
      .intRule("offset", 0)
      .longRule("budget", 5_000_000L, 1, Long.MAX_VALUE)
      .doubleRule("weight", 0.5, 0, 1)
      .doubleRule("bias", 0)
      .booleanRule("wrap", true)
      .stringRule("layout", "microsoft")
      .enumRule("deck", Deck.STANDARD);

  @Provide
  Arbitrary<Rules.Values> values() {
    Arbitrary<String> text = Arbitraries.strings().all().ofMaxLength(12);
    return Combinators.combine(
        Arbitraries.integers().between(1, 13),
        Arbitraries.integers(),
        Arbitraries.longs().between(1, Long.MAX_VALUE),
        Arbitraries.doubles().between(0, 1),
        Arbitraries.doubles().between(-1e300, 1e300).ofScale(8),
        Arbitraries.of(true, false),
        text,
        Arbitraries.of(Deck.class)).as((ranks, offset, budget, weight, bias, wrap, layout, deck) ->
            RULES.defaults().with("ranks", ranks).with("offset", offset).with("budget", budget)
                .with("weight", weight).with("bias", bias).with("wrap", wrap).with("layout", layout)
                .with("deck", deck));
  }

  @Property(tries = 500, seed = "2026", edgeCases = EdgeCasesMode.MIXIN)
  void writtenRulesReadBackAsTheSameValues(@ForAll("values") Rules.Values v, @ForAll long shuffle) {
    assertEquals(v, RULES.read(v.text()), v.text());
    // the same lines in any order, among comments, blank lines and spaces: the same values
    List<String> lines = new ArrayList<>(v.text().lines().toList());
    Random r = new Random(shuffle);
    Collections.shuffle(lines, r);
    List<String> noisy = new ArrayList<>();
    for (String line : lines) {
      noisy.add(r.nextBoolean() ? "# a comment = 3" : "");
      noisy.add("  " + line.replaceFirst(" = ", r.nextBoolean() ? "=" : "   =  ") + (r.nextBoolean() ? "  # why" : ""));
    }
    String text = String.join(r.nextBoolean() ? "\n" : "\r\n", noisy);
    assertEquals(v, RULES.read(text), text);
  }

  @Property(tries = 200, seed = "2026", edgeCases = EdgeCasesMode.MIXIN)
  void theDefaultsWriteNothing(@ForAll("values") Rules.Values v) {
    assertEquals("", RULES.defaults().text());
    for (String key : RULES.keys()) {
      // a key at its default is left out of the text
      assertEquals(v.isDefault(key), !v.text().contains(key + " = "), key + " in " + v.text());
    }
  }

  @Provide
  Arbitrary<String> unknownKeys() {
    Arbitrary<String> words = Arbitraries.strings().withCharRange('a', 'z').withChars('_', '0', '9', 'R', '-', '.')
        .ofMinLength(1).ofMaxLength(10);
    return words.filter(k -> !RULES.keys().contains(k) && !k.startsWith("#") && !k.startsWith("["));
  }

  @Property(tries = 300, seed = "2026", edgeCases = EdgeCasesMode.MIXIN)
  void everyUnknownKeyIsRefusedNamingItAndItsLine(@ForAll("values") Rules.Values v,
      @ForAll("unknownKeys") String key, @ForAll @IntRange(min = 0, max = 20) int at) {
    List<String> lines = new ArrayList<>(v.text().lines().toList());
    int index = Math.min(at, lines.size());
    lines.add(index, key + " = 1");
    String text = String.join("\n", lines);
    String message = assertThrows(IllegalArgumentException.class, () -> RULES.read(text, "my.rules")).getMessage();
    assertEquals("my.rules line " + (index + 1) + ": unknown key '" + key + "' (demo rules: "
        + String.join(", ", RULES.keys()) + ")", message);
  }

  /** A key and a value it refuses. */
  record Bad(String key, String value) {}

  @Provide
  Arbitrary<Bad> badValues() {
    Arbitrary<String> words = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(8)
        .filter(w -> !w.equals("true") && !w.equals("false") && !w.equals("inf") && !w.equals("nan"));
    return Arbitraries.oneOf(
        // whole numbers: out of bounds, fractions, strings, words, too large for an int
        Arbitraries.integers().filter(n -> n < 1 || n > 13).map(n -> new Bad("ranks", Integer.toString(n))),
        Arbitraries.doubles().between(-1e6, 1e6).filter(d -> d != Math.rint(d))
            .map(d -> new Bad("offset", Double.toString(d))),
        Arbitraries.integers().map(n -> new Bad("offset", "\"" + n + "\"")),
        words.map(w -> new Bad("offset", w)),
        Arbitraries.longs().filter(n -> n > Integer.MAX_VALUE).map(n -> new Bad("offset", Long.toString(n))),
        Arbitraries.longs().between(Long.MIN_VALUE, 0).map(n -> new Bad("budget", Long.toString(n))),
        // numbers: out of bounds, not numbers, quoted
        Arbitraries.doubles().between(1.0001, 1e9).ofScale(6).map(d -> new Bad("weight", Double.toString(d))),
        Arbitraries.doubles().between(-1e9, -0.0001).ofScale(6).map(d -> new Bad("weight", Double.toString(d))),
        words.map(w -> new Bad("bias", w)),
        Arbitraries.doubles().map(d -> new Bad("bias", "'" + d + "'")),
        // booleans: anything but true and false
        words.map(w -> new Bad("wrap", w)),
        Arbitraries.of("\"true\"", "1", "0", "True", "FALSE", "yes").map(w -> new Bad("wrap", w)),
        // strings: unquoted, unclosed, junk after the string, a bad escape
        words.map(w -> new Bad("layout", w)),
        words.map(w -> new Bad("layout", "\"" + w)),
        words.map(w -> new Bad("layout", "\"" + w + "\" x")),
        words.map(w -> new Bad("layout", "\"" + w + "\\q\"")),
        // enums: not one of the constants, or unquoted
        words.filter(w -> !List.of("standard", "custom").contains(w)).map(w -> new Bad("deck", "\"" + w + "\"")),
        Arbitraries.of("standard", "custom").map(w -> new Bad("deck", w)),
        // nothing at all
        Arbitraries.of(RULES.keys()).map(k -> new Bad(k, "")));
  }

  @Property(tries = 1000, seed = "2026", edgeCases = EdgeCasesMode.MIXIN)
  void everyBadValueIsRefusedNamingItsKeyAndLine(@ForAll("values") Rules.Values v, @ForAll("badValues") Bad bad,
      @ForAll @IntRange(min = 0, max = 20) int at) {
    List<String> lines = new ArrayList<>();
    for (String line : v.text().lines().toList()) {
      if (!line.startsWith(bad.key() + " ")) {
        lines.add(line);
      }
    }
    int index = Math.min(at, lines.size());
    lines.add(index, bad.key() + " = " + bad.value());
    String text = String.join("\n", lines);
    String message = assertThrows(IllegalArgumentException.class, () -> RULES.read(text, "--rule"),
        text).getMessage();
    String head = "--rule line " + (index + 1) + ": " + bad.key() + ": ";
    assertTrue(message.startsWith(head), message + "\nexpected to start with " + head);
    assertEquals(1, message.lines().count(), message);
  }

  @Property(tries = 100, seed = "2026", edgeCases = EdgeCasesMode.MIXIN)
  void aKeyGivenTwiceNamesBothLines(@ForAll @IntRange(min = 0, max = 7) int which,
      @ForAll @IntRange(min = 0, max = 3) int blank) {
    String key = RULES.keys().get(which);
    String given = RULES.defaults().with(key, notDefault(key)).text();
    String text = given + "\n".repeat(blank + 1) + given;
    assertEquals("r line " + (blank + 2) + ": " + key + ": given twice (also on line 1)",
        assertThrows(IllegalArgumentException.class, () -> RULES.read(text, "r")).getMessage());
  }

  /** A value for {@code key} other than its default, so that its line is written. */
  private static Object notDefault(String key) {
    return switch (key) {
      case "ranks" -> 4;
      case "offset" -> -3;
      case "budget" -> 7L;
      case "weight" -> 0.25;
      case "bias" -> -1e-3;
      case "wrap" -> false;
      case "layout" -> "golf";
      default -> Deck.CUSTOM;
    };
  }
}
