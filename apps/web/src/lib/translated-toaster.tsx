import { cloneElement, isValidElement, type ReactNode } from 'react';
import { ToastBar, Toaster, type ToasterProps } from 'react-hot-toast';
import { useLanguage } from './i18n.ts';
import { translateMessage } from './translate-message.ts';

/**
 * react-hot-toast's Toaster, every text toast in the page's language: screens toast the contract's English
 * messages (the spec's texts) and the API's answers, and this is the one place they are translated.
 */
export default function TranslatedToaster(props: ToasterProps) {
  useLanguage();
  return (
    <Toaster {...props}>
      {(toast) => (
        <ToastBar toast={toast}>
          {({ icon, message }) => (
            <>
              {icon}
              {translated(message)}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}

/** The message element react-hot-toast made, with its text translated. */
function translated(message: ReactNode) {
  if (!isValidElement<{ children?: unknown }>(message)) return message;
  const text = message.props.children;
  return typeof text === 'string' ? cloneElement(message, {}, translateMessage(text)) : message;
}
