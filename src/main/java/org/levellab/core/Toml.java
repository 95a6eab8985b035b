package org.levellab.core;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.InjectableValues;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Configurations as TOML read into records by Jackson ({@code jackson-dataformat-toml}); keys are
 * snake_case ({@code hold_slot} fills the component {@code holdSlot}). Records
 * validate themselves in their constructors; an error names the source, the line and the key, such
 * as {@code sim1.toml line 9: generator.groups: sizes must be 1 to 12, was 13}.
 *
 * <p>A record's constructor names the failing key by starting its message with it and a colon
 * ({@code "groups: ..."}); the key is then found under the table being read. A record that checks
 * keys of several tables names them with their table ({@code "generator.groups: ..."}).
 *
 * <p>Values keep their TOML types: a string is not read as a number or a boolean, nor a number as
 * a string, and a fraction is not cut to a whole number ({@code max_iterations = 1.5} is an error).
 */
public final class Toml {
  private static final TomlMapper MAPPER = TomlMapper.builder()
      .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
      .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
      .withCoercionConfig(LogicalType.Textual, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
      .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
      .build();

  private Toml() {}

  /** The shared mapper (also writes TOML). */
  public static TomlMapper mapper() {
    return MAPPER;
  }

  /** Reads a TOML file (strict UTF-8, see {@link TextFiles}) into {@code type}. */
  public static <T> T read(Path file, Class<T> type, String what) {
    return read(TextFiles.read(file, what), file.toString(), type);
  }

  /**
   * Reads TOML text into {@code type}.
   *
   * @param source the text's name in messages (a file name)
   * @throws IllegalArgumentException naming the source, the line and the key
   */
  public static <T> T read(String text, String source, Class<T> type) {
    return read(text, source, type, Map.of());
  }

  /**
   * As {@link #read(String, String, Class)}, with values that the records' creators take by {@code
   * @JacksonInject} (the folder of the file, to resolve the relative paths it names).
   */
  public static <T> T read(String text, String source, Class<T> type, Map<String, ?> injected) {
    Objects.requireNonNull(text, "text");
    String toml = TextFiles.stripBom(text);
    try {
      return MAPPER.reader(new InjectableValues.Std(Map.copyOf(injected))).forType(type).readValue(toml);
    } catch (UnrecognizedPropertyException e) {
      String key = path(e, e.getPropertyName());
      List<String> known = e.getKnownPropertyIds() == null ? List.of()
          : e.getKnownPropertyIds().stream().map(Object::toString).sorted().collect(Collectors.toList());
      throw new IllegalArgumentException(where(source, toml, key, e.getLocation()) + "unknown key '" + key
          + "'" + (known.isEmpty() ? "" : " (known here: " + String.join(", ", known) + ")"), e);
    } catch (JsonMappingException e) {
      IllegalArgumentException cause = validationError(e);
      String key = path(e, null);
      String message;
      if (cause != null && cause.getMessage() != null) {
        message = cause.getMessage();
        int colon = message.indexOf(": ");
        String first = colon > 0 ? message.substring(0, colon) : "";
        if (first.matches("[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)*")) {
          key = key.isEmpty() ? first : key + "." + first;
          message = message.substring(colon + 2);
        }
      } else if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
        message = mismatch(m);
      } else {
        message = e.getOriginalMessage().replaceAll("\\s+at \\[Source.*", "").replaceAll("\\(class [^)]*\\)", "")
            .replaceAll("\\s+", " ").trim();
      }
      throw new IllegalArgumentException(where(source, toml, key, e.getLocation())
          + (key.isEmpty() ? "" : key + ": ") + message, e);
    } catch (JsonProcessingException e) {
      JsonLocation loc = e.getLocation();
      int line = loc != null ? loc.getLineNr() : 0;
      List<Entry> entries = entries(toml);
      if ("Duplicate key".equals(e.getOriginalMessage())) {
        // The parser reports the line after the repeat; name the key and both of its lines instead.
        Map<String, Integer> seen = new HashMap<>();
        for (Entry en : entries) {
          Integer first = en.key() == null ? null : seen.putIfAbsent(en.name(), en.line());
          if (first != null) {
            throw new IllegalArgumentException(source + " line " + en.line() + ": " + en.name()
                + ": repeats line " + first + " (a key is set once)", e);
          }
        }
      }
      String key = entries.stream().filter(en -> en.line() == line).map(en -> en.name() + ": ").findFirst().orElse("");
      throw new IllegalArgumentException(source + (line > 0 ? " line " + line : "") + ": " + key
          + "not valid TOML: " + e.getOriginalMessage(), e);
    }
  }

  /** Writes a record (or map) as TOML text. */
  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write TOML: " + e.getMessage(), e);
    }
  }

  private static final Pattern GOT = Pattern.compile(
      "(?:from|coerce) (String|Boolean|Array|Number|Integer|Floating-point|Object) value(?: \\(([^)]*)\\))?");

  /** A value of the wrong TOML type, said in TOML's words: {@code expected a whole number, got 1.5}. */
  private static String mismatch(MismatchedInputException e) {
    Class<?> t = e.getTargetType();
    String original = e.getOriginalMessage();
    String expected;
    if (t == int.class || t == Integer.class || t == long.class || t == Long.class || t == short.class
        || t == Short.class) {
      expected = "a whole number";
    } else if (t == double.class || t == Double.class || t == float.class || t == Float.class) {
      expected = "a number";
    } else if (t == boolean.class || t == Boolean.class) {
      expected = "true or false";
    } else if (t == String.class) {
      expected = "a string";
    } else if (t.isArray() || Collection.class.isAssignableFrom(t)) {
      expected = "a list";
    } else if (t.isEnum()) {
      Matcher values = Pattern.compile("Enum class: \\[([^]]*)]").matcher(original);
      List<String> names = values.find() ? Arrays.asList(values.group(1).split(",\\s*"))
          : Arrays.stream(t.getEnumConstants()).map(Object::toString).collect(Collectors.toList());
      expected = "one of " + names.stream().sorted().collect(Collectors.toList());
    } else {
      expected = "a table";
    }
    if (original.startsWith("Cannot map `null`")) {
      return "missing (expected " + expected + ")";
    }
    Matcher got = GOT.matcher(original);
    String value = null;
    if (got.find()) {
      String kind = got.group(1);
      value = got.group(2) != null && !got.group(2).startsWith("token") ? got.group(2)
          : kind.equals("Array") ? "a list" : kind.equals("Object") ? "a table" : "a " + kind.toLowerCase(Locale.ROOT);
    } else if (t.isEnum()) {
      Matcher s = Pattern.compile("from String (\"[^\"]*\")").matcher(original);
      value = s.find() ? s.group(1) : null;
    }
    return "expected " + expected + (value == null ? "" : ", got " + value);
  }

  private static String path(JsonMappingException e, String last) {
    List<String> parts = new ArrayList<>();
    for (JsonMappingException.Reference r : e.getPath()) {
      if (r.getFieldName() != null) {
        parts.add(r.getFieldName());
      } else if (r.getIndex() >= 0) {
        parts.add("[" + r.getIndex() + "]");
      }
    }
    if (last != null && (parts.isEmpty() || !parts.get(parts.size() - 1).equals(last))) {
      parts.add(last);
    }
    return String.join(".", parts).replace(".[", "[");
  }

  /**
   * The record's own error: the first {@link IllegalArgumentException} under Jackson's (a record
   * may wrap a deeper one to name its key, so the outermost one is the most precise), or null.
   */
  private static IllegalArgumentException validationError(Throwable e) {
    for (Throwable t = e.getCause(); t != null && t != t.getCause(); t = t.getCause()) {
      if (t instanceof IllegalArgumentException iae) {
        return iae;
      }
    }
    return null;
  }

  private static String where(String source, String toml, String key, JsonLocation loc) {
    int line = lineOf(toml, key);
    if (line <= 0 && loc != null) {
      line = loc.getLineNr();
    }
    return source + (line > 0 ? " line " + line : "") + ": ";
  }

  /**
   * The line where a dotted key is set: {@code generator.groups} is {@code groups = ...} under
   * {@code [generator]}; a table key alone finds its header. A key missing from its table gives the
   * table's header line; 0 when neither is found.
   */
  static int lineOf(String toml, String key) {
    if (key == null || key.isEmpty()) {
      return 0;
    }
    String clean = key.replaceAll("\\[\\d+]", "");
    int dot = clean.lastIndexOf('.');
    String table = dot < 0 ? "" : clean.substring(0, dot);
    int header = 0;
    for (Entry en : entries(toml)) {
      if (en.name().equals(clean)) {
        return en.line();
      }
      if (en.key() == null && en.table().equals(table)) {
        header = en.line();
      }
    }
    return header;
  }

  /**
   * A line that opens a table ({@code key} null) or sets a key in the table {@code table} ("" at the
   * top).
   */
  private record Entry(int line, String table, String key) {
    /** The dotted name: {@code generator.groups}, or the table's own name for a header. */
    String name() {
      return key == null ? table : table.isEmpty() ? key : table + "." + key;
    }
  }

  /** The headers and keys of the text, line by line (lines inside multi-line strings skipped). */
  private static List<Entry> entries(String toml) {
    List<Entry> out = new ArrayList<>();
    String[] lines = toml.split("\r?\n", -1);
    String table = "";
    boolean inString = false;
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i].trim();
      boolean opensOrCloses = (l.split("'''|\"\"\"", -1).length - 1) % 2 == 1;
      if (!inString) {
        String head = l.replaceFirst("\\s*#.*$", "");
        if (head.startsWith("[") && head.endsWith("]")) {
          table = head.replaceAll("^\\[+|]+$", "").trim();
          out.add(new Entry(i + 1, table, null));
        } else if (l.contains("=")) {
          out.add(new Entry(i + 1, table, l.split("=", 2)[0].trim().replace("\"", "")));
        }
      }
      inString ^= opensOrCloses;
    }
    return out;
  }
}
