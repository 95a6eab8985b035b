package org.levellab.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * A game's rule options, declared with their types and defaults, and read from its rules text
 * ({@link Game#rules()}, {@code --rule key=value} on the command line): what a {@link GameFactory}
 * calls instead of a parser of its own.
 * <pre>{@code
 * static final Rules RULES = Rules.of("clock").intRule("ranks", 13, 2, 13).intRule("suits", 4, 1, 4);
 *
 * public Game<?> create(String name, String rules) {
 *   Rules.Values r = RULES.read(rules);
 *   return new ClockGame(r.getInt("ranks"), r.getInt("suits"));
 * }
 * }</pre>
 *
 * <h2>Text</h2>
 * One {@code key = value} per line, in TOML's notation so that a rules text is TOML too: whole
 * numbers ({@code 13}, {@code -2}, {@code 1_000}), numbers ({@code 0.5}, {@code 1e-3}, or whole),
 * {@code true} and {@code false}, strings in quotes ({@code "microsoft"} with TOML's escapes, or
 * {@code 'literal'}); an enum rule takes one of its constants' names as a string, in any case. {@code
 * #} starts a comment outside a string, blank lines are skipped, keys not given keep their defaults.
 * An empty or null text is the defaults.
 *
 * <h2>Errors</h2>
 * Each is an {@link IllegalArgumentException} with one line naming the source, the line and the key,
 * as {@link org.levellab.core.Toml} words them: {@code clock rules line 2: ranks: must be 2 to 13, was
 * 20}; an unknown key lists the declared ones; a key given twice names both lines. A value keeps its
 * type: a string is not read as a number, nor a fraction as a whole number.
 *
 * <p>A declaration is immutable (each {@code ...Rule} method returns a new one), so one may be shared
 * as a constant by every thread.
 */
public final class Rules {
  private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9_]*");
  private static final Pattern WHOLE = Pattern.compile("[+-]?(0|[1-9](_?[0-9])*)");
  private static final Pattern NUMBER =
      Pattern.compile("[+-]?(0|[1-9](_?[0-9])*)(\\.[0-9](_?[0-9])*)?([eE][+-]?[0-9](_?[0-9])*)?");

  /** The value types a rule may have. */
  private enum Kind {
    INT("a whole number"), LONG("a whole number"), DOUBLE("a number"), BOOLEAN("true or false"),
    STRING("a string in quotes"), ENUM("a string in quotes");

    final String expected;

    Kind(String expected) {
      this.expected = expected;
    }
  }

  /**
   * One declared rule: {@code min} and {@code max} bound a number (of the rule's own type, so that a
   * long bound stays exact), {@code type} is an enum rule's class.
   */
  private record Rule(String key, Kind kind, Object defaultValue, Number min, Number max,
      Class<? extends Enum<?>> type) {
    boolean below(Object v) {
      return switch (kind) {
        case INT -> (Integer) v < min.intValue();
        case LONG -> (Long) v < min.longValue();
        case DOUBLE -> (Double) v < min.doubleValue();
        default -> false;
      };
    }

    boolean above(Object v) {
      return switch (kind) {
        case INT -> (Integer) v > max.intValue();
        case LONG -> (Long) v > max.longValue();
        case DOUBLE -> (Double) v > max.doubleValue();
        default -> false;
      };
    }
  }

  /** A check across keys: {@code holds} must be true of the values read; {@code why} says what it asks. */
  private record Constraint(List<String> keys, Predicate<Values> holds, String why) {}

  private final String game;
  private final Map<String, Rule> rules;
  private final List<Constraint> constraints;

  private Rules(String game, Map<String, Rule> rules, List<Constraint> constraints) {
    this.game = game;
    this.rules = rules;
    this.constraints = constraints;
  }

  /** A game with no rule options yet: its rules text must be empty (declare options with the {@code ...Rule} methods). */
  public static Rules of(String game) {
    Objects.requireNonNull(game, "game");
    return new Rules(game, Map.of(), List.of());
  }

  /** The game these rules are of (named in messages: "{@code <game> rules line 3: ...}"). */
  public String game() {
    return game;
  }

  /** The declared keys, in declaration order. */
  public List<String> keys() {
    return List.copyOf(rules.keySet());
  }

  /** A whole-number rule of any {@code int} value. */
  public Rules intRule(String key, int defaultValue) {
    return intRule(key, defaultValue, Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  /** A whole-number rule from {@code min} to {@code max}, both included. */
  public Rules intRule(String key, int defaultValue, int min, int max) {
    return with(new Rule(key, Kind.INT, defaultValue, min, max, null));
  }

  /** A whole-number rule of any {@code long} value. */
  public Rules longRule(String key, long defaultValue) {
    return longRule(key, defaultValue, Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /** A whole-number rule from {@code min} to {@code max}, both included. */
  public Rules longRule(String key, long defaultValue, long min, long max) {
    return with(new Rule(key, Kind.LONG, defaultValue, min, max, null));
  }

  /** A rule of any finite number. */
  public Rules doubleRule(String key, double defaultValue) {
    return doubleRule(key, defaultValue, -Double.MAX_VALUE, Double.MAX_VALUE);
  }

  /** A number rule from {@code min} to {@code max}, both included. */
  public Rules doubleRule(String key, double defaultValue, double min, double max) {
    if (!Double.isFinite(min) || !Double.isFinite(max)) {
      throw new IllegalArgumentException(key + ": bounds must be finite, got " + min + " to " + max);
    }
    return with(new Rule(key, Kind.DOUBLE, defaultValue, min, max, null));
  }

  /** A {@code true}/{@code false} rule. */
  public Rules booleanRule(String key, boolean defaultValue) {
    return with(new Rule(key, Kind.BOOLEAN, defaultValue, null, null, null));
  }

  /** A string rule: any text, written in quotes. */
  public Rules stringRule(String key, String defaultValue) {
    return with(new Rule(key, Kind.STRING, Objects.requireNonNull(defaultValue, "default"), null, null, null));
  }

  /** A rule naming one of {@code defaultValue}'s enum constants (written in lower case, read in any case). */
  @SuppressWarnings("unchecked")
  public <E extends Enum<E>> Rules enumRule(String key, E defaultValue) {
    Objects.requireNonNull(defaultValue, "default");
    return with(new Rule(key, Kind.ENUM, defaultValue, null, null,
        (Class<? extends Enum<?>>) defaultValue.getDeclaringClass()));
  }

  /**
   * A check of several keys together, for what no single bound says (two sizes that must fit one
   * deck, a minimum below a maximum): {@link #read} refuses values for which {@code holds} is false
   * with one line naming the line of the last of {@code keys} given, the keys with their values, and
   * {@code why}: {@code pyramid rules line 2: rows = 7, stock = 30: the pyramid and the stock must fit
   * one deck of 52}. The defaults must pass it. {@link Values#with} does not check it, so that values
   * can be set one at a time.
   *
   * @throws IllegalArgumentException for a key that is not declared, or defaults that fail the check
   */
  public Rules require(String why, Predicate<Values> holds, String... keys) {
    Objects.requireNonNull(why, "why");
    Objects.requireNonNull(holds, "holds");
    if (keys.length == 0) {
      throw new IllegalArgumentException(game + " rules: a check across keys names its keys");
    }
    for (String k : keys) {
      if (!rules.containsKey(k)) {
        throw new IllegalArgumentException(game + " rules: the check '" + why + "' names " + k
            + ", which is not declared");
      }
    }
    Constraint check = new Constraint(List.of(keys), holds, why);
    List<Constraint> more = new ArrayList<>(constraints);
    more.add(check);
    Rules r = new Rules(game, rules, List.copyOf(more));
    Values defaults = r.defaults();
    if (!holds.test(defaults)) {
      throw new IllegalArgumentException(game + " rules: the defaults fail the check (" + r.valuesOf(check.keys(), defaults)
          + ": " + why + ")");
    }
    return r;
  }

  private String valuesOf(List<String> keys, Values values) {
    StringBuilder sb = new StringBuilder();
    for (String k : keys) {
      sb.append(sb.isEmpty() ? "" : ", ").append(k).append(" = ").append(written(rules.get(k), values.values.get(k)));
    }
    return sb.toString();
  }

  /** Refuses values that fail a check across keys, naming the last line that gave one of its keys. */
  private Values checked(Values values, Map<String, Integer> givenOn, String source) {
    for (Constraint c : constraints) {
      if (!c.holds().test(values)) {
        int line = c.keys().stream().map(givenOn::get).filter(Objects::nonNull).max(Integer::compare).orElse(0);
        throw new IllegalArgumentException(source + (line > 0 ? " line " + line : "") + ": "
            + valuesOf(c.keys(), values) + ": " + c.why());
      }
    }
    return values;
  }

  private Rules with(Rule rule) {
    if (!KEY.matcher(rule.key()).matches()) {
      throw new IllegalArgumentException("rule key '" + rule.key() + "' must be lower case letters, digits and"
          + " '_', starting with a letter");
    }
    if (rules.containsKey(rule.key())) {
      throw new IllegalArgumentException(game + " rules: " + rule.key() + " is declared twice");
    }
    if (rule.min() != null && rule.below(rule.max())) {
      throw new IllegalArgumentException(rule.key() + ": min " + rule.min() + " is above max " + rule.max());
    }
    Map<String, Rule> more = new LinkedHashMap<>(rules);
    more.put(rule.key(), rule);
    Rules r = new Rules(game, Collections.unmodifiableMap(more), constraints);
    String why = whyNot(rule, rule.defaultValue());
    if (why != null) {
      throw new IllegalArgumentException(rule.key() + ": the default " + why);
    }
    return r;
  }

  /** Every rule at its default. */
  public Values defaults() {
    Map<String, Object> values = new LinkedHashMap<>();
    rules.values().forEach(r -> values.put(r.key(), r.defaultValue()));
    return new Values(values);
  }

  /** {@link #read(String, String)} with the source named "{@code <game> rules}". */
  public Values read(String text) {
    return read(text, game + " rules");
  }

  /**
   * Reads a rules text.
   *
   * @param source named in every error (a file name, {@code --rule}, "clock rules")
   * @throws IllegalArgumentException naming the source, the line and the key (see the class comment)
   */
  public Values read(String text, String source) {
    Map<String, Object> values = new LinkedHashMap<>();
    rules.values().forEach(r -> values.put(r.key(), r.defaultValue()));
    if (text == null || text.isBlank()) {
      return new Values(values);
    }
    Map<String, Integer> givenOn = new HashMap<>();
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String where = source + " line " + (i + 1) + ": ";
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("[")) {
        throw new IllegalArgumentException(where + "tables are not rule options: write key = value");
      }
      int eq = line.indexOf('=');
      if (eq < 0) {
        throw new IllegalArgumentException(where + "write key = value, got '" + line + "'");
      }
      String key = line.substring(0, eq).strip();
      Rule rule = rules.get(key);
      if (rule == null) {
        throw new IllegalArgumentException(where + "unknown key '" + key + "' (" + (rules.isEmpty()
            ? game + " has no rule options)" : game + " rules: " + String.join(", ", rules.keySet()) + ")"));
      }
      Integer before = givenOn.put(key, i + 1);
      if (before != null) {
        throw new IllegalArgumentException(where + key + ": given twice (also on line " + before + ")");
      }
      Object value;
      try {
        value = value(rule, line.substring(eq + 1).strip());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + key + ": " + e.getMessage(), e);
      }
      values.put(key, value);
    }
    return checked(new Values(values), givenOn, source);
  }

  /** A value as written after the {@code =} (and before any comment), of the rule's type. */
  private Object value(Rule rule, String written) {
    Token t = Token.of(written);
    Object value = switch (rule.kind()) {
      case INT, LONG -> {
        if (t.quoted() || !WHOLE.matcher(t.text()).matches()) {
          throw new IllegalArgumentException("expected " + rule.kind().expected + ", got " + t);
        }
        String digits = t.text().replace("_", "");
        try {
          yield rule.kind() == Kind.INT ? (Object) Integer.parseInt(digits) : (Object) Long.parseLong(digits);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("must be " + range(rule) + ", was " + t.text());
        }
      }
      case DOUBLE -> {
        if (t.quoted() || !NUMBER.matcher(t.text()).matches()) {
          throw new IllegalArgumentException("expected " + rule.kind().expected + ", got " + t);
        }
        yield Double.parseDouble(t.text().replace("_", ""));
      }
      case BOOLEAN -> {
        if (t.quoted() || !(t.text().equals("true") || t.text().equals("false"))) {
          throw new IllegalArgumentException("expected " + rule.kind().expected + ", got " + t);
        }
        yield Boolean.parseBoolean(t.text());
      }
      case STRING -> {
        if (!t.quoted()) {
          throw new IllegalArgumentException("expected " + rule.kind().expected + " (" + rule.key() + " = \"...\"), got "
              + t);
        }
        yield t.text();
      }
      case ENUM -> {
        if (!t.quoted()) {
          throw new IllegalArgumentException("expected one of " + choices(rule) + " in quotes, got " + t);
        }
        Object match = null;
        for (Enum<?> c : rule.type().getEnumConstants()) {
          if (c.name().equalsIgnoreCase(t.text())) {
            match = c;
          }
        }
        if (match == null) {
          throw new IllegalArgumentException("must be one of " + choices(rule) + ", was " + t);
        }
        yield match;
      }
    };
    String why = whyNot(rule, value);
    if (why != null) {
      throw new IllegalArgumentException(why);
    }
    return value;
  }

  /** Why {@code value} is out of the rule's bounds, or null. */
  private static String whyNot(Rule rule, Object value) {
    if (rule.kind() == Kind.DOUBLE && !Double.isFinite((Double) value)) {
      return "must be a finite number, was " + value;
    }
    return rule.min() != null && (rule.below(value) || rule.above(value))
        ? "must be " + range(rule) + ", was " + value : null;
  }

  private static String range(Rule rule) {
    return rule.min() + " to " + rule.max();
  }

  private static String choices(Rule rule) {
    List<String> names = new ArrayList<>();
    for (Enum<?> c : rule.type().getEnumConstants()) {
      names.add(c.name().toLowerCase(Locale.ROOT));
    }
    return String.join(", ", names);
  }

  /** A value as written: a bare word or number, or a quoted string with its escapes read. */
  private record Token(String text, boolean quoted) {
    static Token of(String written) {
      if (written.startsWith("\"\"\"") || written.startsWith("'''")) {
        throw new IllegalArgumentException("multi-line strings are not rule values");
      }
      if (written.startsWith("\"")) {
        StringBuilder sb = new StringBuilder();
        int i = 1;
        for (; i < written.length() && written.charAt(i) != '"'; i++) {
          char c = written.charAt(i);
          if (c == '\\') {
            i = escape(written, i, sb);
          } else {
            sb.append(control(c));
          }
        }
        return closed(written, i, sb.toString());
      }
      if (written.startsWith("'")) {
        int end = written.indexOf('\'', 1);
        int i = end < 0 ? written.length() : end;
        String text = written.substring(1, i);
        text.chars().forEach(c -> control((char) c));
        return closed(written, i, text);
      }
      int hash = written.indexOf('#');
      String bare = (hash < 0 ? written : written.substring(0, hash)).strip();
      if (bare.isEmpty()) {
        throw new IllegalArgumentException("no value after '='");
      }
      return new Token(bare, false);
    }

    /** The string that ended at {@code i} (its closing quote), with nothing but a comment after it. */
    private static Token closed(String written, int i, String text) {
      if (i >= written.length()) {
        throw new IllegalArgumentException("the string " + written + " has no closing quote");
      }
      String rest = written.substring(i + 1).strip();
      if (!rest.isEmpty() && !rest.startsWith("#")) {
        throw new IllegalArgumentException("unexpected '" + rest + "' after the string");
      }
      return new Token(text, true);
    }

    private static char control(char c) {
      if (c < 0x20 && c != '\t' || c == 0x7f) {
        throw new IllegalArgumentException(String.format(Locale.ROOT, "control character U+%04X in a string"
            + " (write it as an escape)", (int) c));
      }
      return c;
    }

    /** Reads the escape starting at {@code written[i]} (a backslash) into {@code sb}; the index of its last character. */
    private static int escape(String written, int i, StringBuilder sb) {
      if (i + 1 >= written.length()) {
        throw new IllegalArgumentException("the string " + written + " has no closing quote");
      }
      char e = written.charAt(i + 1);
      switch (e) {
        case '"' -> sb.append('"');
        case '\\' -> sb.append('\\');
        case 'n' -> sb.append('\n');
        case 't' -> sb.append('\t');
        case 'r' -> sb.append('\r');
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'u', 'U' -> {
          int n = e == 'u' ? 4 : 8;
          if (i + 2 + n > written.length()) {
            throw new IllegalArgumentException("\\" + e + " needs " + n + " hex digits");
          }
          String hex = written.substring(i + 2, i + 2 + n);
          int cp;
          try {
            cp = Integer.parseUnsignedInt(hex, 16);
          } catch (NumberFormatException x) {
            throw new IllegalArgumentException("\\" + e + hex + " is not " + n + " hex digits");
          }
          if (!Character.isValidCodePoint(cp) || cp >= 0xD800 && cp <= 0xDFFF) {
            throw new IllegalArgumentException("\\" + e + hex + " is not a Unicode scalar value");
          }
          sb.appendCodePoint(cp);
          return i + 1 + n;
        }
        default -> throw new IllegalArgumentException("unknown escape \\" + e + " in a string");
      }
      return i + 1;
    }

    @Override
    public String toString() {
      return quoted ? "the string " + basicString(text) : "'" + text + "'";
    }
  }

  /** A value as a rules text writes it. */
  private static String written(Rule rule, Object v) {
    return switch (rule.kind()) {
      case STRING -> basicString((String) v);
      case ENUM -> basicString(((Enum<?>) v).name().toLowerCase(Locale.ROOT));
      default -> String.valueOf(v);
    };
  }

  /** {@code text} as a TOML basic string: quotes, backslashes and control characters escaped. */
  static String basicString(String text) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\t' -> sb.append("\\t");
        case '\r' -> sb.append("\\r");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  /**
   * The rules of one game as read: every declared key with its value. Immutable; equal when the
   * declarations' keys and the values are equal.
   */
  public final class Values {
    private final Map<String, Object> values;

    private Values(Map<String, Object> values) {
      this.values = Collections.unmodifiableMap(values);
    }

    public int getInt(String key) {
      return (Integer) get(key, Kind.INT);
    }

    public long getLong(String key) {
      return (Long) get(key, Kind.LONG);
    }

    public double getDouble(String key) {
      return (Double) get(key, Kind.DOUBLE);
    }

    public boolean getBoolean(String key) {
      return (Boolean) get(key, Kind.BOOLEAN);
    }

    public String getString(String key) {
      return (String) get(key, Kind.STRING);
    }

    public <E extends Enum<E>> E getEnum(String key, Class<E> type) {
      return type.cast(get(key, Kind.ENUM));
    }

    /** Whether {@code key} has its default value. */
    public boolean isDefault(String key) {
      return values.get(declared(key).key()).equals(declared(key).defaultValue());
    }

    /**
     * These values with {@code key} set to {@code value} (an Integer for an int rule, and so on),
     * checked as a read value is.
     *
     * @throws IllegalArgumentException naming the key, for a value of the wrong type or out of bounds
     */
    public Values with(String key, Object value) {
      Rule rule = declared(key);
      Object v = value instanceof Enum<?> e && rule.kind() == Kind.ENUM && rule.type().isInstance(e) ? e
          : switch (rule.kind()) {
            case INT -> value instanceof Integer ? value : null;
            case LONG -> value instanceof Long ? value : null;
            case DOUBLE -> value instanceof Double ? value : null;
            case BOOLEAN -> value instanceof Boolean ? value : null;
            case STRING -> value instanceof String ? value : null;
            case ENUM -> null;
          };
      if (v == null) {
        throw new IllegalArgumentException(key + ": expected " + (rule.kind() == Kind.ENUM ? "one of " + choices(rule)
            : rule.kind().expected) + ", got " + value);
      }
      String why = whyNot(rule, v);
      if (why != null) {
        throw new IllegalArgumentException(key + ": " + why);
      }
      Map<String, Object> more = new LinkedHashMap<>(values);
      more.put(key, v);
      return new Values(more);
    }

    /**
     * The rules text that {@link Rules#read} reads back as these values: one {@code key = value} line
     * per key that differs from its default, in declaration order; empty at the defaults (as a game's
     * {@link Game#rules()} is).
     */
    public String text() {
      StringBuilder sb = new StringBuilder();
      for (Rule rule : rules.values()) {
        Object v = values.get(rule.key());
        if (v.equals(rule.defaultValue())) {
          continue;
        }
        sb.append(sb.length() == 0 ? "" : "\n").append(rule.key()).append(" = ").append(written(rule, v));
      }
      return sb.toString();
    }

    private Object get(String key, Kind kind) {
      Rule rule = declared(key);
      if (rule.kind() != kind) {
        throw new IllegalStateException(game + " rules: " + key + " is " + rule.kind().name().toLowerCase(Locale.ROOT)
            + " rule, not " + kind.name().toLowerCase(Locale.ROOT));
      }
      return values.get(key);
    }

    private Rule declared(String key) {
      Rule rule = rules.get(key);
      if (rule == null) {
        throw new IllegalStateException(game + " rules declare no key '" + key + "' (declared: "
            + String.join(", ", rules.keySet()) + ")");
      }
      return rule;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Values v && v.values.equals(values);
    }

    @Override
    public int hashCode() {
      return values.hashCode();
    }

    @Override
    public String toString() {
      return values.toString();
    }
  }
}
