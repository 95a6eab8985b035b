package org.levellab.core;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import tech.tablesaw.io.csv.CsvWriteOptions;

/**
 * Writes records as CSV rows as they come, in the very format {@code
 * Tables.fromRecords(rows).write().csv(...)} gives the whole table (each batch of rows goes through
 * Tablesaw's writer), holding at most one batch: for per-trial tables too large to hold.
 */
public final class CsvRows<R extends Record> implements AutoCloseable {
  private static final int BATCH = 1024;

  private final Writer out;
  private final List<R> batch = new ArrayList<>();
  private boolean headerWritten;

  /** Rows go to {@code out}, which {@link #close} closes. */
  public CsvRows(Writer out) {
    this.out = Objects.requireNonNull(out, "out");
  }

  public void add(R row) {
    batch.add(Objects.requireNonNull(row, "row"));
    if (batch.size() == BATCH) {
      flushBatch();
    }
  }

  private void flushBatch() {
    if (batch.isEmpty()) {
      return;
    }
    StringWriter text = new StringWriter();
    Tables.fromRecords("rows", batch).write().usingOptions(CsvWriteOptions.builder(text).header(!headerWritten).build());
    try {
      out.write(text.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    headerWritten = true;
    batch.clear();
  }

  @Override
  public void close() {
    try (Writer w = out) {
      flushBatch();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
