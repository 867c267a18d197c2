import type { IScannerControls } from '@zxing/browser';
import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.ts';

/** The same code seen again within this time is the same member still holding up their phone. */
const REPEAT_MS = 5000;

/**
 * Reads passes with the device's camera: ZXing's QR reader (`@zxing/browser`, a chunk of its own)
 * over the camera's video, calling `onCode` once per code shown. Works with no network: the reading is on the device,
 * and its code is loaded when the desk opens.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const t = useT();
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef({ text: '', at: 0 });
  const seen = useEffectEvent((text: string) => {
    const now = Date.now();
    if (text === last.current.text && now - last.current.at < REPEAT_MS) return;
    last.current = { text, at: now };
    onCode(text);
  });

  // The reader's code is fetched when the desk opens, not when the camera is switched on: by then the network may
  // be gone, and the camera must still read passes.
  useEffect(() => {
    void import('@zxing/browser');
  }, []);

  useEffect(() => {
    if (!on || !video.current) return;
    let controls: IScannerControls | undefined;
    let stopped = false;
    const element = video.current;
    import('@zxing/browser')
      .then(({ BrowserQRCodeReader }) =>
        new BrowserQRCodeReader().decodeFromVideoDevice(undefined, element, (result) => {
          if (result) seen(result.getText());
        }),
      )
      .then((started) => {
        controls = started;
        if (stopped) started.stop();
      })
      .catch(() => {
        setFailed(true);
        setOn(false);
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [on]);

  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        onClick={() => {
          setFailed(false);
          setOn((value) => !value);
        }}
        aria-pressed={on}
      >
        {on ? <CameraOff aria-hidden="true" className="size-5" /> : <Camera aria-hidden="true" className="size-5" />}
        {on ? t('Stop the camera') : t('Scan with the camera')}
      </Button>
      {on && (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('Camera preview: hold the pass up to it')}
          className="aspect-video w-full rounded-xl bg-zinc-900 object-cover"
        />
      )}
      {failed && (
        <Alert tone="warning">
          {t('The camera could not be opened. Allow the camera for this site, or use the scanner field.')}
        </Alert>
      )}
    </div>
  );
}
