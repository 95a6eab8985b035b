package org.levellab.cli;

import picocli.CommandLine;

/**
 * Whole-number options read from ASCII digits only. Java's number parsers take any Unicode digit, so
 * {@code --trials １２} (fullwidth) or Arabic-Indic digits would be read as 12: a value pasted from
 * a document or typed under another keyboard layout would run, and a script that checks its
 * arguments with {@code [0-9]} would disagree with the run. These converters replace picocli's for
 * int, long, short and byte options (and their lists), with the same message for a value that is
 * not a number.
 */
final class AsciiNumbers {
  private AsciiNumbers() {}

  /** Registers the converters on {@code cl} and every command added to it so far. */
  static void install(CommandLine cl) {
    cl.registerConverter(Integer.class, s -> Integer.valueOf(digits(s, "an int")));
    cl.registerConverter(Integer.TYPE, s -> Integer.valueOf(digits(s, "an int")));
    cl.registerConverter(Long.class, s -> Long.valueOf(digits(s, "a long")));
    cl.registerConverter(Long.TYPE, s -> Long.valueOf(digits(s, "a long")));
    cl.registerConverter(Short.class, s -> Short.valueOf(digits(s, "a short")));
    cl.registerConverter(Short.TYPE, s -> Short.valueOf(digits(s, "a short")));
    cl.registerConverter(Byte.class, s -> Byte.valueOf(digits(s, "a byte")));
    cl.registerConverter(Byte.TYPE, s -> Byte.valueOf(digits(s, "a byte")));
  }

  /**
   * {@code s} when it is an optional sign and ASCII digits, and fits {@code type} (checked by the
   * caller's parse).
   *
   * @throws CommandLine.TypeConversionException "'s' is not an int", with the reason when the digits
   *     are not ASCII
   */
  static String digits(String s, String type) {
    int start = !s.isEmpty() && (s.charAt(0) == '-' || s.charAt(0) == '+') ? 1 : 0;
    boolean ascii = s.length() > start;
    boolean digits = ascii;
    for (int i = start; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        ascii = false;
        digits &= Character.isDigit(c);
      }
    }
    if (!ascii) {
      throw new CommandLine.TypeConversionException("'" + s + "' is not " + type
          + (digits ? " (write the digits 0-9: other scripts' digits are not read as numbers)" : ""));
    }
    // digits that overflow the type are refused by the parse as picocli's own converter does
    try {
      return checkFits(s, type);
    } catch (NumberFormatException e) {
      throw new CommandLine.TypeConversionException("'" + s + "' is not " + type);
    }
  }

  private static String checkFits(String s, String type) {
    switch (type) {
      case "an int" -> Integer.parseInt(s);
      case "a long" -> Long.parseLong(s);
      case "a short" -> Short.parseShort(s);
      default -> Byte.parseByte(s);
    }
    return s;
  }
}
