package org.levellab.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import org.levellab.game.Game;
import org.levellab.tripeaks.Move;
import java.io.IOException;
import org.levellab.search.Verdict;
import tech.tablesaw.api.Table;

/**
 * JSON output of the CLI: one pretty-printed object on stdout, written by Jackson from the records
 * the engine returns. Keys are snake_case ({@code fewestRemaining} is {@code fewest_remaining}); a
 * {@link Verdict} is {@code true}, {@code false} or {@code "unknown"}; a game and a TriPeaks move
 * are written as text; Tablesaw tables inside a record (per-deal detail) are left out.
 */
public final class Json {
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(SerializationFeature.INDENT_OUTPUT)
      .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
      .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
      .registerModule(new SimpleModule("levellab")
          .addSerializer(Verdict.class, new StdSerializer<>(Verdict.class) {
            @Override
            public void serialize(Verdict v, JsonGenerator gen, SerializerProvider p) throws IOException {
              gen.writeObject(v.toJson());
            }
          })
          // A game and a TriPeaks move are written in their notation ("Level[microsoft, ...]", "B3").
          .addSerializer(Game.class, ToStringSerializer.instance)
          .addSerializer(Move.class, ToStringSerializer.instance)
          .addSerializer(Table.class, new StdSerializer<>(Table.class) {
            @Override
            public void serialize(Table t, JsonGenerator gen, SerializerProvider p) throws IOException {
              gen.writeString(t.name() + " (" + t.rowCount() + " rows; use --out to write it)");
            }
          }));

  private Json() {}

  public static ObjectMapper mapper() {
    return MAPPER;
  }

  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write JSON: " + e.getMessage(), e);
    }
  }
}
