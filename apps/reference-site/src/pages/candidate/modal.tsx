import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../components/use-dismiss';

/** Open modals, innermost last: only the innermost one answers Escape (a confirm over a drawer). */
const openModals: object[] = [];

interface ModalProps {
  /** The dialog's heading (also its accessible name). */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'dialog' centred (default) or 'drawer' from the right. */
  variant?: 'dialog' | 'drawer';
  /** `alertdialog` for confirmations and refusals that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Escape and the backdrop do nothing while true (e.g. during an upload). */
  busy?: boolean;
}

/**
 * An accessible modal: `role="dialog"` with `aria-modal`, named by its heading, focus kept inside
 * (Tab wraps), Escape and the backdrop close it, focus returns to the opener on close. Rendered in
 * a portal on `document.body`.
 */
export function Modal({ title, onClose, children, variant = 'dialog', role = 'dialog', busy = false }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  // Declared before the focus trap: effects run in order, so the opener is read before the trap
  // moves focus into the dialog (else focus would "return" to the dialog's own close button).
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const token = {};
    openModals.push(token);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busyRef.current && openModals[openModals.length - 1] === token) {
        event.stopPropagation();
        closeRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openModals.splice(openModals.indexOf(token), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  useFocusTrap(ref, true);

  return createPortal(
    <div className={`cand-modal-root cand-modal-root--${variant}`}>
      <div className="cand-backdrop" aria-hidden="true" onClick={() => !busy && onClose()} />
      <div ref={ref} className={`cand-modal cand-modal--${variant}`} role={role} aria-modal="true" aria-labelledby={titleId}>
        <div className="cand-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="cand-modal__close" onClick={onClose} disabled={busy} aria-label="Đóng">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="cand-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

interface ConfirmProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  danger?: boolean;
}

/** A confirmation (`alertdialog`): the message, a cancel button and the confirming action. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, pending = false, danger = false }: ConfirmProps) {
  return (
    <Modal title={title} onClose={onCancel} role="alertdialog" busy={pending}>
      <div className="cand-confirm">{message}</div>
      <div className="actions cand-modal__actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={pending}>
          Hủy
        </button>
        <button
          type="button"
          className={danger ? 'btn btn-danger' : 'btn btn-primary'}
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? 'Đang xử lý...' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
