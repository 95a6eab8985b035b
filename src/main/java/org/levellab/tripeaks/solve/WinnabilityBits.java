package org.levellab.tripeaks.solve;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.levellab.core.AtomicFile;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;
import org.levellab.game.Games;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Level;

/**
 * The verdict of every deal of a winnability run, one bit per deal: deal {@code i} is the deal that
 * {@link Winnability#sweep} draws as trial {@code i} of the run's seed (from {@code
 * RandomStreams.forTask(seed, i)}), so a file of 10<sup>7</sup> deals takes 1.25 MB of winnable bits
 * and no per-deal table.
 *
 * <p>A deal the solver could not decide within the budget is not recorded as not winnable: a second
 * bitset marks the decided deals, and {@link #isWinnable} refuses an undecided one ({@link #verdict}
 * says {@code UNKNOWN}).
 *
 * <p>The file ({@link #write}, {@link #read}) is named {@code <layout>[-nowrap]-<seed>.bits.gz}
 * ({@link #fileName}); it is a gzip stream of big-endian values:
 *
 * <pre>
 * 4 bytes  magic "LLWB"
 * int      format version (1)
 * string   game: "tripeaks" or "golf" (the catalogue name)
 * string   layout name
 * byte     wrap: 1 when K and A match, 0 when not
 * string   the level's rules (TOML, Level.rules(): hold slot, walls, stock, a layout file's text)
 * long     seed
 * int      deals (n)
 * long     node budget per deal
 * long     time budget per deal in ms (Long.MAX_VALUE: none)
 * int      winnable deals (the number of bits set below)
 * int      decided deals
 * bytes    winnable bits: ceil(n / 8) bytes
 * bytes    decided bits: ceil(n / 8) bytes
 * </pre>
 *
 * A string is an int byte count and that many bytes of UTF-8. In both bitsets deal {@code i} is bit
 * {@code i % 8} (least significant first) of byte {@code i / 8}, the order of {@link
 * BitSet#toByteArray}; bits past deal {@code n - 1} are zero, and every winnable deal is decided.
 */
public final class WinnabilityBits {
  /** The first four bytes of the file's content. */
  static final byte[] MAGIC = {'L', 'L', 'W', 'B'};

  /** The format version this class writes and reads. */
  public static final int VERSION = 1;

  /** The file name's ending. */
  public static final String SUFFIX = ".bits.gz";

  private final String game;
  private final String layout;
  private final boolean wrap;
  private final String rules;
  private final long seed;
  private final int deals;
  private final Budget budget;
  private final long[] winnable;
  private final long[] decided;
  private final long winnableCount;
  private final long decidedCount;

  private WinnabilityBits(String game, String layout, boolean wrap, String rules, long seed, int deals,
      Budget budget, long[] winnable, long[] decided) {
    this.game = game;
    this.layout = layout;
    this.wrap = wrap;
    this.rules = rules;
    this.seed = seed;
    this.deals = deals;
    this.budget = budget;
    this.winnable = winnable;
    this.decided = decided;
    this.winnableCount = count(winnable);
    this.decidedCount = count(decided);
  }

  private static long count(long[] words) {
    long c = 0;
    for (long w : words) {
      c += Long.bitCount(w);
    }
    return c;
  }

  private static int words(int deals) {
    return (deals + 63) >>> 6;
  }

  /**
   * The file name of a run of {@code level} with {@code seed}: the layout's name, {@code -nowrap} when
   * K and A do not match on a layout that wraps by default ({@code -wrap} for Golf made to wrap), then
   * {@code -hold} for a hold slot, {@code -walls<slots>} (slots joined by dots), {@code -stock<n>} for
   * a stock other than the layout's and {@code -custom} for a custom deck, then the seed. Examples:
   * {@code microsoft-1.bits.gz}, {@code microsoft-nowrap-1.bits.gz}, {@code golf-1.bits.gz}.
   */
  public static String fileName(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    StringBuilder b = new StringBuilder(level.layout().name());
    boolean wrapsByDefault = !level.layout().name().equals("golf");
    if (level.wrap() != wrapsByDefault) {
      b.append(level.wrap() ? "-wrap" : "-nowrap");
    }
    if (level.holdSlot()) {
      b.append(level.holdPlaysBack() ? "-holdback" : "-hold");
    }
    if (!level.walls().isEmpty()) {
      b.append("-walls").append(level.walls().stream().map(String::valueOf).collect(Collectors.joining(".")));
    }
    if (level.stockSize() != level.layout().defaultStockSize()) {
      b.append("-stock").append(level.stockSize());
    }
    if (level.deck() != Level.Deck.STANDARD) {
      b.append("-custom");
    }
    return b.append('-').append(seed).append(SUFFIX).toString();
  }

  /** This run's file name ({@link #fileName(Level, long)}). */
  public String fileName() {
    return fileName(level(), seed);
  }

  /** The catalogue name of the level's game: {@code tripeaks} or {@code golf}. */
  public String game() {
    return game;
  }

  /** The layout's name. */
  public String layout() {
    return layout;
  }

  /** True when K and A match. */
  public boolean wrap() {
    return wrap;
  }

  /** The level's rules text ({@link Level#rules()}). */
  public String rules() {
    return rules;
  }

  /** The level, rebuilt from the game name and the rules. */
  public Level level() {
    return (Level) Games.create(game, rules);
  }

  public long seed() {
    return seed;
  }

  /** Deals in the run: deals {@code 0 .. deals() - 1}. */
  public int deals() {
    return deals;
  }

  /** The search budget each deal had. */
  public Budget budget() {
    return budget;
  }

  public long winnableCount() {
    return winnableCount;
  }

  public long notWinnableCount() {
    return decidedCount - winnableCount;
  }

  /** Deals the solver did not decide within the budget. */
  public long unknownCount() {
    return deals - decidedCount;
  }

  public long decidedCount() {
    return decidedCount;
  }

  /** True when every deal was decided. */
  public boolean complete() {
    return decidedCount == deals;
  }

  private void check(int deal) {
    if (deal < 0 || deal >= deals) {
      throw new IndexOutOfBoundsException("deal " + deal + " of a run of " + deals + " deals");
    }
  }

  private static boolean bit(long[] words, int i) {
    return (words[i >>> 6] & (1L << i)) != 0;
  }

  /** True when the solver decided deal {@code deal} (proved it winnable or not). */
  public boolean isDecided(int deal) {
    check(deal);
    return bit(decided, deal);
  }

  /**
   * True when deal {@code deal} is winnable.
   *
   * @throws IllegalStateException when the solver did not decide it (see {@link #verdict})
   */
  public boolean isWinnable(int deal) {
    check(deal);
    if (!bit(decided, deal)) {
      throw new IllegalStateException("deal " + deal + " (seed " + seed + ") was not decided within the budget"
          + " (" + budget.maxNodes() + " nodes)");
    }
    return bit(winnable, deal);
  }

  /** Deal {@code deal}'s verdict: TRUE, FALSE or UNKNOWN (budget spent). */
  public Verdict verdict(int deal) {
    check(deal);
    return !bit(decided, deal) ? Verdict.UNKNOWN : Verdict.of(bit(winnable, deal));
  }

  /** The winnable deals (bit i for deal i). */
  public BitSet winnable() {
    return BitSet.valueOf(winnable);
  }

  /** The decided deals (bit i for deal i). */
  public BitSet decided() {
    return BitSet.valueOf(decided);
  }

  /** Winnable deals among the decided ones, with the Wilson 95% interval (NaN in [0, 1] when none is decided). */
  public Estimate share() {
    return decidedCount > 0 ? Stats.proportion(winnableCount, decidedCount, 0.95)
        : new Estimate(Double.NaN, 0, 1, 0, 0.95);
  }

  /** The first {@code n} deals of this run: the file a run of {@code n} deals with the same seed writes. */
  public WinnabilityBits prefix(int n) {
    if (n < 1 || n > deals) {
      throw new IllegalArgumentException("a prefix of 1.." + deals + " deals, not " + n);
    }
    return new WinnabilityBits(game, layout, wrap, rules, seed, n, budget, trim(winnable, n), trim(decided, n));
  }

  private static long[] trim(long[] words, int n) {
    long[] w = Arrays.copyOf(words, words(n));
    if ((n & 63) != 0) {
      w[w.length - 1] &= (1L << n) - 1;
    }
    return w;
  }

  // ---- the file ------------------------------------------------------------------------------

  /**
   * Writes the file: first beside {@code file} under a temporary name, then moved into place, so that an
   * interrupted write never leaves a truncated file under the final name. An existing file is replaced.
   */
  public void write(Path file) {
    write(file, true);
  }

  /**
   * Writes the file as {@link #write(Path)} does ({@link AtomicFile}: a temporary file beside it, on disk
   * before it is published), replacing an existing file only when {@code replace}: otherwise the file is
   * published only if its name is still free then, so of two runs that write the same new file the
   * second fails (its cause a {@link java.nio.file.FileAlreadyExistsException}) instead of replacing
   * the first's verdicts.
   *
   * @throws UncheckedIOException naming the file and the reason in words
   */
  public void write(Path file, boolean replace) {
    try (AtomicFile f = AtomicFile.create(file, replace)) {
      f.writeStream(raw -> {
        GZIPOutputStream gz = new GZIPOutputStream(raw, 1 << 16);
        write(gz);
        gz.finish();
      });
      f.commit();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + AtomicFile.reason(e), e);
    }
  }

  /** Writes the content (not gzipped) to {@code out}. */
  void write(OutputStream out) throws IOException {
    DataOutputStream d = new DataOutputStream(out);
    d.write(MAGIC);
    d.writeInt(VERSION);
    writeString(d, game);
    writeString(d, layout);
    d.writeByte(wrap ? 1 : 0);
    writeString(d, rules);
    d.writeLong(seed);
    d.writeInt(deals);
    d.writeLong(budget.maxNodes());
    d.writeLong(budget.maxMillis());
    d.writeInt((int) winnableCount);
    d.writeInt((int) decidedCount);
    d.write(bytes(winnable, deals));
    d.write(bytes(decided, deals));
    d.flush();
  }

  private static void writeString(DataOutputStream d, String s) throws IOException {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    d.writeInt(b.length);
    d.write(b);
  }

  /** The bitset as bytes, deal i in bit i % 8 of byte i / 8: the words in little-endian byte order. */
  private static byte[] bytes(long[] words, int deals) {
    ByteBuffer buf = ByteBuffer.allocate(words.length * 8).order(ByteOrder.LITTLE_ENDIAN);
    buf.asLongBuffer().put(words);
    return Arrays.copyOf(buf.array(), (deals + 7) >>> 3);
  }

  private static long[] words(byte[] bytes, int deals) {
    ByteBuffer buf = ByteBuffer.wrap(Arrays.copyOf(bytes, words(deals) * 8)).order(ByteOrder.LITTLE_ENDIAN);
    long[] w = new long[words(deals)];
    buf.asLongBuffer().get(w);
    return w;
  }

  /**
   * Reads a file {@link #write} wrote.
   *
   * @throws IllegalArgumentException naming the file and what is wrong when it is not such a file, is
   *     cut short, or is inconsistent (counts that do not match the bits, bits past the last deal, a
   *     winnable deal that is not decided)
   */
  public static WinnabilityBits read(Path file) {
    try (InputStream in = new GZIPInputStream(new BufferedInputStream(Files.newInputStream(file)), 1 << 16)) {
      return read(in, file.toString());
    } catch (java.util.zip.ZipException e) {
      throw new IllegalArgumentException(file + " is not a gzip file: " + e.getMessage(), e);
    } catch (EOFException e) {
      throw new IllegalArgumentException(file + " is cut short", e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  /** Reads the content (not gzipped) from {@code in}; {@code source} names it in errors. */
  static WinnabilityBits read(InputStream in, String source) throws IOException {
    DataInputStream d = new DataInputStream(in);
    byte[] magic = new byte[MAGIC.length];
    d.readFully(magic);
    if (!Arrays.equals(magic, MAGIC)) {
      throw new IllegalArgumentException(source + " is not a winnability bits file (no LLWB at the start)");
    }
    int version = d.readInt();
    if (version != VERSION) {
      throw new IllegalArgumentException(source + ": format version " + version + ", this LevelLab reads "
          + VERSION);
    }
    String game = readString(d, source);
    String layout = readString(d, source);
    int wrapByte = d.readUnsignedByte();
    if (wrapByte > 1) {
      throw new IllegalArgumentException(source + ": wrap byte " + wrapByte + ", not 0 or 1");
    }
    String rules = readString(d, source);
    long seed = d.readLong();
    int deals = d.readInt();
    if (deals < 1) {
      throw new IllegalArgumentException(source + ": " + deals + " deals");
    }
    Budget budget;
    try {
      budget = new Budget(d.readLong(), d.readLong());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
    }
    int winnableCount = d.readInt();
    int decidedCount = d.readInt();
    byte[] w = new byte[(deals + 7) >>> 3];
    byte[] k = new byte[w.length];
    d.readFully(w);
    d.readFully(k);
    if (d.read() != -1) {
      throw new IllegalArgumentException(source + ": bytes after the bitsets of " + deals + " deals");
    }
    WinnabilityBits bits = new WinnabilityBits(game, layout, wrapByte == 1, rules, seed, deals, budget,
        words(w, deals), words(k, deals));
    bits.checkConsistent(source);
    if (bits.winnableCount != winnableCount || bits.decidedCount != decidedCount) {
      throw new IllegalArgumentException(source + ": the header counts " + winnableCount + " winnable and "
          + decidedCount + " decided deals, the bits " + bits.winnableCount + " and " + bits.decidedCount);
    }
    return bits;
  }

  private static String readString(DataInputStream d, String source) throws IOException {
    int n = d.readInt();
    if (n < 0 || n > 1 << 20) {
      throw new IllegalArgumentException(source + ": a text field of " + n + " bytes");
    }
    byte[] b = new byte[n];
    d.readFully(b);
    return new String(b, StandardCharsets.UTF_8);
  }

  private void checkConsistent(String source) {
    if ((deals & 63) != 0) {
      long past = -1L << deals;
      if ((winnable[winnable.length - 1] & past) != 0 || (decided[decided.length - 1] & past) != 0) {
        throw new IllegalArgumentException(source + ": bits set past the last deal (" + (deals - 1) + ")");
      }
    }
    for (int j = 0; j < winnable.length; j++) {
      if ((winnable[j] & ~decided[j]) != 0) {
        int deal = j * 64 + Long.numberOfTrailingZeros(winnable[j] & ~decided[j]);
        throw new IllegalArgumentException(source + ": deal " + deal + " is winnable but not decided");
      }
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WinnabilityBits b && game.equals(b.game) && layout.equals(b.layout) && wrap == b.wrap
        && rules.equals(b.rules) && seed == b.seed && deals == b.deals && budget.equals(b.budget)
        && Arrays.equals(winnable, b.winnable) && Arrays.equals(decided, b.decided);
  }

  @Override
  public int hashCode() {
    return Objects.hash(game, layout, wrap, rules, seed, deals, budget, Arrays.hashCode(winnable),
        Arrays.hashCode(decided));
  }

  @Override
  public String toString() {
    return fileName() + ": " + deals + " deals, " + winnableCount + " winnable, " + notWinnableCount()
        + " not winnable, " + unknownCount() + " unknown";
  }

  // ---- recording a run -----------------------------------------------------------------------

  /** Deals per {@link Block} boundary: a block starts at a multiple of it, so blocks fill whole words. */
  public static final int BLOCK_ALIGNMENT = 64;

  /**
   * The verdicts of deals {@code [from, to)} of a run and what solving them cost: the unit a worker (a
   * thread, a Spark task) hands to the {@link Writer}. Bit {@code k} of the words is deal {@code from + k}.
   *
   * @param from the first deal, a multiple of {@link #BLOCK_ALIGNMENT}
   * @param to one past the last deal
   * @param winnable bit set when the deal is winnable
   * @param decided bit set when the deal was decided within the budget
   * @param nodes search nodes of the block's solves
   * @param solveMillis the solves' wall-clock time, summed
   * @param maxMillis the longest solve's wall-clock time
   * @param cpuNanos CPU time of the thread that solved the block (0 where the JVM cannot measure it)
   */
  public record Block(int from, int to, long[] winnable, long[] decided, long nodes, double solveMillis,
      double maxMillis, long cpuNanos) implements Serializable {
    public Block {
      if (from < 0 || from % BLOCK_ALIGNMENT != 0 || to <= from) {
        throw new IllegalArgumentException("a block starts at a multiple of " + BLOCK_ALIGNMENT
            + " and holds at least one deal, not [" + from + ", " + to + ")");
      }
      int n = words(to - from);
      if (winnable.length != n || decided.length != n) {
        throw new IllegalArgumentException("a block of " + (to - from) + " deals has " + n + " words per bitset");
      }
    }
  }

  /** Everything a run recorded: the verdict bits and the cost of the solves. */
  public record Run(WinnabilityBits bits, long nodes, double solveMillis, double maxMillis, long taskCpuNanos) {
    /** Mean wall-clock milliseconds per solve. */
    public double meanMillis() {
      return solveMillis / bits.deals();
    }
  }

  /**
   * Collects the blocks of a run, from any threads and in any order, into the two bitsets: it holds
   * {@code 2 × deals} bits and a few sums, never a row per deal. Every deal must be recorded exactly once.
   */
  public static final class Writer {
    private final String game;
    private final String layout;
    private final boolean wrap;
    private final String rules;
    private final long seed;
    private final int deals;
    private final Budget budget;
    private final long[] winnable;
    private final long[] decided;
    private final BitSet recordedWords;
    private long nodes;
    private double solveMillis;
    private double maxMillis;
    private long cpuNanos;

    /** A writer for a run of {@code deals} deals of {@code level} from {@code seed}, each solved within {@code budget}. */
    public Writer(Level level, long seed, int deals, Budget budget) {
      if (deals < 1) {
        throw new IllegalArgumentException("deals must be at least 1, was " + deals);
      }
      this.game = level.name();
      this.layout = level.layout().name();
      this.wrap = level.wrap();
      this.rules = level.rules();
      this.seed = seed;
      this.deals = deals;
      this.budget = Objects.requireNonNull(budget, "budget");
      this.winnable = new long[words(deals)];
      this.decided = new long[words(deals)];
      this.recordedWords = new BitSet(winnable.length);
    }

    /**
     * Records a block's verdicts.
     *
     * @throws IllegalArgumentException when the block reaches past the run, ends inside a word (only
     *     the run's last block may), says a deal is winnable but not decided, or holds a deal already recorded
     */
    public synchronized void record(Block block) {
      if (block.to() > deals || (block.to() != deals && block.to() % BLOCK_ALIGNMENT != 0)) {
        throw new IllegalArgumentException("block [" + block.from() + ", " + block.to() + ") does not fit a run of "
            + deals + " deals in whole words");
      }
      int first = block.from() >>> 6;
      int n = block.winnable().length;
      long lastMask = ((block.to() - block.from()) & 63) == 0 ? -1L : (1L << (block.to() - block.from())) - 1;
      for (int j = 0; j < n; j++) {
        long mask = j == n - 1 ? lastMask : -1L;
        long w = block.winnable()[j];
        long k = block.decided()[j];
        if (((w | k) & ~mask) != 0) {
          throw new IllegalArgumentException("block [" + block.from() + ", " + block.to() + ") has bits past its end");
        }
        if ((w & ~k) != 0) {
          throw new IllegalArgumentException("deal " + (block.from() + 64 * j + Long.numberOfTrailingZeros(w & ~k))
              + " is winnable but not decided");
        }
        if (recordedWords.get(first + j)) {
          throw new IllegalArgumentException("deals " + (block.from() + 64 * j) + ".. are recorded twice");
        }
      }
      for (int j = 0; j < n; j++) {
        winnable[first + j] = block.winnable()[j];
        decided[first + j] = block.decided()[j];
        recordedWords.set(first + j);
      }
      nodes += block.nodes();
      solveMillis += block.solveMillis();
      maxMillis = Math.max(maxMillis, block.maxMillis());
      cpuNanos += block.cpuNanos();
    }

    /** Records per-deal outcomes {@code rows}, deal {@code i} at index {@code i} (a run that kept its rows). */
    public void recordAll(List<Winnability.DealOutcome> rows) {
      for (int from = 0; from < rows.size(); from += BLOCK_ALIGNMENT) {
        int to = Math.min(rows.size(), from + BLOCK_ALIGNMENT);
        Winnability.BlockBuilder b = new Winnability.BlockBuilder(from, to);
        for (int i = from; i < to; i++) {
          b.add(rows.get(i));
        }
        record(b.build(0));
      }
    }

    /** True when every deal has been recorded. */
    public synchronized boolean complete() {
      return recordedWords.cardinality() == winnable.length;
    }

    /**
     * The run: the bits and the sums of the blocks.
     *
     * @throws IllegalStateException when some deal has not been recorded
     */
    public synchronized Run finish() {
      if (!complete()) {
        int missing = recordedWords.nextClearBit(0) * 64;
        throw new IllegalStateException("deals " + missing + ".. of " + deals + " have not been recorded");
      }
      WinnabilityBits bits = new WinnabilityBits(game, layout, wrap, rules, seed, deals, budget, winnable.clone(),
          decided.clone());
      return new Run(bits, nodes, solveMillis, maxMillis, cpuNanos);
    }
  }
}
