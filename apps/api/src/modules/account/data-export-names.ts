/**
 * File names inside the data export's ZIP. A title is the user's own text, so it is made safe
 * for every unpacker and file system: no folder separators or `..` (an entry must never land
 * outside the folder it is unpacked into), no control or reserved characters, no leading dot,
 * none of Windows' device names; and two resumes with the same title get "Name (2)".
 */

// Characters Windows refuses in a name, the two separators and every control character.
const UNSAFE = /[\p{C}\\/:*?"<>|]+/gu;
// Windows' device names are refused whatever their extension.
const DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const MAX_BASE = 100;

/** A name with no folder part and nothing an unpacker or file system would refuse. */
export function safeBaseName(title: string, fallback: string): string {
  const cleaned = title
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // Leading dots hide a file (or make `..`); trailing dots and spaces Windows drops.
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_BASE)
    .trim();
  if (!cleaned) return fallback;
  return DEVICE.test(cleaned) ? `_${cleaned}` : cleaned;
}

/** Hands out base names unique within one folder, case-insensitively (as macOS and Windows compare). */
export function createNameAllocator() {
  const taken = new Set<string>();
  return (title: string, fallback: string): string => {
    const base = safeBaseName(title, fallback);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  };
}
