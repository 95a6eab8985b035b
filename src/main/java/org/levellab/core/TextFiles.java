package org.levellab.core;

import java.io.IOException;
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
 * everywhere: strict UTF-8, a leading byte-order mark dropped, and a one-line error that names the
 * file and what is wrong with it (missing, a folder, binary, UTF-16, not UTF-8) instead of a decoder's
 * "Input length = 1".
 */
public final class TextFiles {
  private static final char BOM = '\uFEFF';

  private TextFiles() {}

  /**
   * The file's text.
   *
   * @param what what the file is meant to be, for messages ("deal file", "layout file")
   * @throws IllegalArgumentException when the file is missing, a folder, binary, UTF-16 or not UTF-8
   * @throws UncheckedIOException when reading fails for another reason (permissions, I/O)
   */
  public static String read(Path file, String what) {
    Objects.requireNonNull(file, what);
    if (Files.isDirectory(file)) {
      throw new IllegalArgumentException(what + " " + file + " is a folder, not a file");
    }
    if (!Files.exists(file)) {
      throw new IllegalArgumentException(what + " " + file + ": no such file");
    }
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + what + " " + file + ": " + e.getMessage(), e);
    }
    return decode(bytes, what + " " + file);
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
