import { ChevronDown, MessageCircle, Menu, X } from 'lucide-react';

/** Small inline icons from lucide-react (decorative; the buttons that hold them carry the accessible name). */
export function MenuIcon() {
  return <Menu className="icon" aria-hidden="true" focusable="false" />;
}

export function CloseIcon() {
  return <X className="icon" aria-hidden="true" focusable="false" />;
}

export function ChevronDownIcon() {
  return <ChevronDown size={16} aria-hidden="true" focusable="false" />;
}

export function Logo() {
  return (
    <>
      <span className="logo-mark" aria-hidden="true">
        JH
      </span>
      <span>JobHub</span>
    </>
  );
}

export function MessageIcon() {
  return <MessageCircle className="icon" aria-hidden="true" focusable="false" />;
}
