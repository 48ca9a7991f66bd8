// Tiny decorative icons; the text beside them carries the meaning, so they are hidden from screen readers.

function InlineIcon({ path, size }: { path: string; size: 16 | 20 }) {
  return (
    <svg className="inline-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

export const PinIcon = () => <InlineIcon size={16} path="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />;

export const ClockIcon = () => <InlineIcon size={16} path="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v5.4l3.6 2.1-1 1.7L11 13.6V7z" />;

export const SearchIcon = () => <InlineIcon size={20} path="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />;

export const FilterIcon = () => <InlineIcon size={20} path="M3 5h18v2l-7 7v5l-4 2v-7L3 7z" />;
