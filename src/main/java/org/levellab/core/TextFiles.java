package org.levellab.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Reads the project's text formats (deals, layouts, levels, configurations, traces) the same way
 * everywhere: strict UTF-8, a leading byte-order mark dropped, a size bound per kind of file ({@link
 * #MAX_BYTES}, {@link #MAX_TRACE_BYTES}), and a one-line error that names the file and what is wrong
 * with it (missing, a folder, a device or a pipe, too long, binary, UTF-16, not UTF-8) instead of a
 * decoder's "Input length = 1" or a heap filled by {@code /dev/zero}.
 */
public final class TextFiles {
  private static final char BOM = '\uFEFF';

  private TextFiles() {}

  /**
   * The most bytes of a level, deal, layout, curve, stack or TOML configuration file (1 MB): the
   * largest such file in the project is under 2 KB, so a file past this is not one of them (a disk
   * image, a log, {@code /dev/zero}), and reading it would only fill the heap.
   */
  public static final long MAX_BYTES = 1L << 20;

  /**
   * The most bytes of a trace file (16 MB): a trace holds a line per move and an observation per
   * step, about 13 KB for a 52-card game, so this takes games a thousand times longer, and stays
   * readable under a 256 MB heap (the text is held three times while it is decoded and split).
   */
  public static final long MAX_TRACE_BYTES = 16L << 20;

  /**
   * The file's text, at most {@link #MAX_BYTES} long.
   *
   * @param what what the file is meant to be, for messages ("deal file", "layout file")
   * @throws IllegalArgumentException when the file is missing, a folder, not a regular file, too
   *     long, binary, UTF-16 or not UTF-8
   * @throws UncheckedIOException when reading fails for another reason (permissions, I/O)
   */
  public static String read(Path file, String what) {
    return read(file, what, MAX_BYTES);
  }

  /**
   * The file's text, refused past {@code maxBytes}. Only a regular file is read: a device or a pipe
   * is refused before it is opened, so {@code /dev/zero} cannot fill the heap and a pipe with no
   * writer cannot block the reader for ever.
   *
   * @param what what the file is meant to be, for messages ("deal file", "layout file")
   * @param maxBytes the longest file taken, for this kind of file
   * @throws IllegalArgumentException when the file is missing, a folder, not a regular file, longer
   *     than {@code maxBytes}, binary, UTF-16 or not UTF-8
   * @throws UncheckedIOException when reading fails for another reason (permissions, I/O)
   */
  public static String read(Path file, String what, long maxBytes) {
    Objects.requireNonNull(file, what);
    if (maxBytes < 0 || maxBytes >= Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("the most bytes of a " + what + " must be 0.." + (Integer.MAX_VALUE - 9)
          + ", was " + maxBytes);
    }
    if (Files.isDirectory(file)) {
      throw new IllegalArgumentException(what + " " + file + " is a folder, not a file");
    }
    if (!Files.exists(file)) {
      throw new IllegalArgumentException(what + " " + file + ": no such file");
    }
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException(what + " " + file + " is not a regular file (a device or a pipe);"
          + " give a file");
    }
    byte[] bytes;
    try {
      long size = Files.size(file);
      if (size > maxBytes) {
        throw tooLong(file, what, maxBytes, size);
      }
      // the size may change while the file is read: read one byte past the bound to see it
      try (InputStream in = Files.newInputStream(file)) {
        bytes = in.readNBytes((int) maxBytes + 1);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + what + " " + file + ": " + AtomicFile.reason(e), e);
    }
    if (bytes.length > maxBytes) {
      throw tooLong(file, what, maxBytes, -1);
    }
    return decode(bytes, what + " " + file);
  }

  /** @param size the file's size, or -1 when it grew while it was read */
  private static IllegalArgumentException tooLong(Path file, String what, long maxBytes, long size) {
    String is = size < 0 ? "grew past " + bytes(maxBytes) + " while it was read"
        : "is " + String.format(java.util.Locale.ROOT, "%,d", size) + " bytes";
    return new IllegalArgumentException(what + " " + file + " " + is + ", more than the " + bytes(maxBytes)
        + " a " + what + " may be");
  }

  /** A byte count in words: "1 MB", "16 MB", "512 bytes". */
  static String bytes(long n) {
    if (n >= (1L << 20) && n % (1L << 20) == 0) {
      return (n >> 20) + " MB";
    }
    if (n >= 1024 && n % 1024 == 0) {
      return (n >> 10) + " KB";
    }
    return n + " bytes";
  }

  /**
   * Decodes strict UTF-8, dropping a leading byte-order mark.
   *
   * @param name the text's name in messages ("deal file blog.deal")
   */
  public static String decode(byte[] bytes, String name) {
    String wide = wideEncoding(bytes);
    if (wide != null) {
      throw new IllegalArgumentException(name + " is " + wide + " text (write the file as UTF-8)");
    }
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == 0) {
        throw new IllegalArgumentException(name + " is not UTF-8 text (a zero byte at offset " + i
            + ": a binary file?)");
      }
    }
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    try {
      return stripBom(decoder.decode(in).toString());
    } catch (MalformedInputException e) {
      throw new IllegalArgumentException(name + " is not UTF-8 text (invalid byte at offset "
          + in.position() + ")", e);
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException(name + " is not UTF-8 text", e);
    }
  }

  /**
   * "UTF-16" or "UTF-32" when the bytes are text in one of those encodings (as Windows editors and
   * PowerShell's redirection write it), else null: a byte-order mark says so, and so does, without
   * one, text whose zero bytes all fall on one side of each 2-byte unit and fill at least half of
   * that side (mostly-ASCII UTF-16), which no binary format is likely to do.
   */
  static String wideEncoding(byte[] b) {
    if (b.length >= 4 && ((b[0] == (byte) 0xFF && b[1] == (byte) 0xFE && b[2] == 0 && b[3] == 0)
        || (b[0] == 0 && b[1] == 0 && b[2] == (byte) 0xFE && b[3] == (byte) 0xFF))) {
      return "UTF-32";
    }
    if (b.length >= 2 && ((b[0] == (byte) 0xFF && b[1] == (byte) 0xFE) || (b[0] == (byte) 0xFE && b[1] == (byte) 0xFF))) {
      return "UTF-16";
    }
    if (b.length < 2 || b.length % 2 != 0) {
      return null;
    }
    int[] zeros = new int[2];
    for (int i = 0; i < b.length; i++) {
      if (b[i] == 0) {
        zeros[i % 2]++;
      }
    }
    int units = b.length / 2;
    boolean oneSide = zeros[0] == 0 || zeros[1] == 0;
    return oneSide && Math.max(zeros[0], zeros[1]) * 2 >= units ? "UTF-16" : null;
  }

  /** The text without a leading byte-order mark (editors on Windows write one). */
  public static String stripBom(String text) {
    return text != null && !text.isEmpty() && text.charAt(0) == BOM ? text.substring(1) : text;
  }
}
