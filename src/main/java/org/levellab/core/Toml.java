package org.levellab.core;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Configurations as TOML read into records by Jackson ({@code jackson-dataformat-toml}); keys are
 * snake_case ({@code hold_slot} fills the component {@code holdSlot}). Records
 * validate themselves in their constructors; an error names the source, the line and the key, such
 * as {@code sim1.toml line 9: generator.groups: sizes must be 1 to 12, was 13}.
 *
 * <p>A record's constructor names the failing key by starting its message with it and a colon
 * ({@code "groups: ..."}); the key is then found under the table being read.
 */
public final class Toml {
  private static final TomlMapper MAPPER = TomlMapper.builder()
      .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
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
    Objects.requireNonNull(text, "text");
    String toml = TextFiles.stripBom(text);
    try {
      return MAPPER.readValue(toml, type);
    } catch (UnrecognizedPropertyException e) {
      String key = path(e, e.getPropertyName());
      List<String> known = e.getKnownPropertyIds() == null ? List.of()
          : e.getKnownPropertyIds().stream().map(Object::toString).sorted().collect(Collectors.toList());
      throw new IllegalArgumentException(where(source, toml, key, e.getLocation()) + "unknown key '" + key
          + "'" + (known.isEmpty() ? "" : " (known here: " + String.join(", ", known) + ")"), e);
    } catch (JsonMappingException e) {
      Throwable cause = rootCause(e);
      String key = path(e, null);
      String message;
      if (cause instanceof IllegalArgumentException && cause != e && cause.getMessage() != null) {
        message = cause.getMessage();
        int colon = message.indexOf(": ");
        String first = colon > 0 ? message.substring(0, colon) : "";
        if (first.matches("[a-z_][a-z0-9_]*")) {
          key = key.isEmpty() ? first : key + "." + first;
          message = message.substring(colon + 2);
        }
      } else {
        message = e.getOriginalMessage().replaceAll("\\s+at \\[Source.*", "").replaceAll("\\(class [^)]*\\)", "")
            .replaceAll("\\s+", " ").trim();
      }
      throw new IllegalArgumentException(where(source, toml, key, e.getLocation())
          + (key.isEmpty() ? "" : key + ": ") + message, e);
    } catch (JsonProcessingException e) {
      JsonLocation loc = e.getLocation();
      throw new IllegalArgumentException(source + (loc != null && loc.getLineNr() > 0 ? " line " + loc.getLineNr() : "")
          + ": not valid TOML: " + e.getOriginalMessage(), e);
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

  private static Throwable rootCause(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    return t;
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
   * {@code [generator]}; a table key alone finds its header. 0 when not found.
   */
  static int lineOf(String toml, String key) {
    if (key == null || key.isEmpty()) {
      return 0;
    }
    String clean = key.replaceAll("\\[\\d+]", "");
    int dot = clean.lastIndexOf('.');
    String table = dot < 0 ? "" : clean.substring(0, dot);
    String name = dot < 0 ? clean : clean.substring(dot + 1);
    String[] lines = toml.split("\r?\n", -1);
    String current = "";
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i].trim();
      if (l.startsWith("[") && l.endsWith("]")) {
        current = l.replaceAll("^\\[+|]+$", "").trim();
        if (current.equals(clean)) {
          return i + 1;
        }
        continue;
      }
      String k = l.split("=", 2)[0].trim().replace("\"", "");
      if (l.contains("=") && (current.equals(table) && k.equals(name) || current.isEmpty() && k.equals(clean))) {
        return i + 1;
      }
    }
    return 0;
  }
}
