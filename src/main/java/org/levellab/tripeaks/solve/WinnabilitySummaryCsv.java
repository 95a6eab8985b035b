package org.levellab.tripeaks.solve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.levellab.core.Estimate;
import org.levellab.tripeaks.Level;

/**
 * The summary table of long winnability runs ({@code datasets/tripeaks/winnability-1e7.csv}): one row
 * per run, appended by the run itself ({@code levellab tripeaks winnability ... --summary-csv FILE}),
 * with the columns {@link #COLUMNS}. {@code share} is winnable among decided deals with its Wilson
 * 95% interval ({@code share_lo}, {@code share_hi}); {@code cpu_seconds} is the CPU time of the run as
 * the runner measured it; {@code command} is the command line that made the row.
 */
public final class WinnabilitySummaryCsv {
  private WinnabilitySummaryCsv() {}

  /** The header, in order. */
  public static final List<String> COLUMNS = List.of("layout", "wrap", "deals", "seed", "winnable", "not_winnable",
      "unknown", "share", "share_lo", "share_hi", "cpu_seconds", "command");

  /**
   * One run.
   *
   * @param share winnable deals among the decided ones, Wilson 95% interval (NaN value when none is decided)
   * @param cpuSeconds CPU time of the run
   * @param command the command line that made it
   */
  public record Row(String layout, boolean wrap, int deals, long seed, long winnable, long notWinnable,
      long unknown, Estimate share, double cpuSeconds, String command) {
    public Row {
      Objects.requireNonNull(layout, "layout");
      Objects.requireNonNull(share, "share");
      Objects.requireNonNull(command, "command");
      if (winnable < 0 || notWinnable < 0 || unknown < 0 || winnable + notWinnable + unknown != deals) {
        throw new IllegalArgumentException("winnable " + winnable + " + not winnable " + notWinnable + " + unknown "
            + unknown + " is not the " + deals + " deals");
      }
    }

    /** The row of a run that kept one bit per deal. */
    public static Row of(WinnabilityBits bits, double cpuSeconds, String command) {
      return new Row(bits.layout(), bits.wrap(), bits.deals(), bits.seed(), bits.winnableCount(),
          bits.notWinnableCount(), bits.unknownCount(), bits.share(), cpuSeconds, command);
    }

    /** The row of a run that kept a row per deal. */
    public static Row of(Winnability.Summary s, double cpuSeconds, String command) {
      Level level = s.level();
      return new Row(level.layout().name(), level.wrap(), s.deals(), s.seed(), s.winnable(), s.notWinnable(),
          s.unknown(), s.share(), cpuSeconds, command);
    }

    /** The row as one CSV line (no line end). */
    public String csv() {
      boolean none = Double.isNaN(share.value());
      return String.join(",", field(layout), Boolean.toString(wrap), Integer.toString(deals), Long.toString(seed),
          Long.toString(winnable), Long.toString(notWinnable), Long.toString(unknown),
          none ? "" : number(share.value()), none ? "" : number(share.lower()), none ? "" : number(share.upper()),
          Double.isNaN(cpuSeconds) ? "" : String.format(Locale.ROOT, "%.2f", cpuSeconds), field(command));
    }
  }

  /** Eight decimals: a tenth of the last digit of a share of 10<sup>8</sup> deals. */
  private static String number(double x) {
    return String.format(Locale.ROOT, "%.8f", x);
  }

  /** A text field, quoted when it holds a comma, a quote or a line end (quotes doubled). */
  static String field(String s) {
    if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
      return s;
    }
    return '"' + s.replace("\"", "\"\"") + '"';
  }

  /** The header line. */
  public static String header() {
    return String.join(",", COLUMNS);
  }

  /**
   * Checks, before a run, that {@code file} can take a row: a new file, an empty one, or one whose
   * first line is {@link #header()}.
   *
   * @throws IllegalArgumentException naming the file when it has another header
   */
  public static void check(Path file) {
    if (!Files.isRegularFile(file)) {
      return;
    }
    // only the first line is read, and only as far as a header can go: a file with no line end
    // (a disk image, a log) is refused by its start instead of read whole
    byte[] start;
    try (var in = Files.newInputStream(file)) {
      start = in.readNBytes(header().length() + 2);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read " + file + ": " + org.levellab.core.AtomicFile.reason(e), e);
    }
    String text = new String(start, StandardCharsets.UTF_8);
    int end = text.indexOf('\n');
    String first = (end < 0 ? text : text.substring(0, end)).strip();
    if (start.length > 0 && !first.equals(header())) {
      throw new IllegalArgumentException(file + " is not a winnability summary table: its header begins '"
          + first.replaceAll("\\p{Cntrl}", "?") + "', not '" + header() + "'");
    }
  }

  /**
   * Appends {@code row} to {@code file}, writing the header first when the file is new or empty. The
   * file is locked while it is written, so runs that end at the same time append whole lines. A row
   * that cannot be written whole (a full disk, a file-size limit) is cut off again, so the table never
   * holds part of a line, and a table that this call created is removed again when it stays empty.
   */
  public static void append(Path file, Row row) {
    check(file);
    boolean existed = Files.exists(file);
    try {
      appendRow(file, row);
    } catch (UncheckedIOException e) {
      // a table this run would have created holds nothing: no empty file is left in its place
      try {
        if (!existed && Files.isRegularFile(file) && Files.size(file) == 0) {
          Files.deleteIfExists(file);
        }
      } catch (IOException again) {
        e.addSuppressed(again);
      }
      throw e;
    }
  }

  private static void appendRow(Path file, Row row) {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
        StandardOpenOption.APPEND);
        FileLock ignored = ch.lock()) {
      long before = ch.size();
      String text = (before == 0 ? header() + "\n" : "") + row.csv() + "\n";
      ByteBuffer b = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
      try {
        while (b.hasRemaining()) {
          ch.write(b);
        }
      } catch (IOException e) {
        if (Files.isRegularFile(file) && b.position() > 0) {
          try {
            ch.truncate(before);
          } catch (IOException again) {
            e.addSuppressed(again);
          }
        }
        throw e;
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot append to " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * The CPU time this JVM has used so far, in ns (all its threads: solvers, compiler, collector), from
   * the platform's OperatingSystemMXBean; -1 when the JVM does not report it.
   */
  public static long processCpuNanos() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getProcessCpuTime();
    }
    return -1;
  }

  /** Seconds of process CPU since {@code startNanos} ({@link #processCpuNanos}), NaN when not measured. */
  public static double processCpuSecondsSince(long startNanos) {
    long now = processCpuNanos();
    return startNanos < 0 || now < 0 ? Double.NaN : (now - startNanos) / 1e9;
  }
}
