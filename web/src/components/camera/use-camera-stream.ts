import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { cameraProblem, type CameraProblem } from './camera-error.js';
import { openCameraStream, stopStream } from './open-camera-stream.js';

export type CameraPhase = { kind: 'starting' } | { kind: 'ready' } | { kind: 'problem'; problem: CameraProblem };

export interface CameraStream {
  /** Give this to the <video> element (autoPlay, playsInline, muted). */
  videoRef: RefObject<HTMLVideoElement | null>;
  phase: CameraPhase;
  /** The video's onPlaying: the preview runs. */
  onPlaying: () => void;
}

/**
 * The live camera while `active`: opens the stream (rear camera first), shows it in the video, and
 * stops every track when inactive or unmounted. A refused or missing camera becomes a `problem`
 * phase (the screen explains it); any other failure goes to `onOtherFailure` when given.
 * Shared by the Scan a Book camera dialog and shelf mode.
 */
export function useCameraStream(active: boolean, onOtherFailure?: (problem: CameraProblem) => void): CameraStream {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<CameraPhase>({ kind: 'starting' });
  const onOtherFailureRef = useRef(onOtherFailure);
  onOtherFailureRef.current = onOtherFailure;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    setPhase({ kind: 'starting' });
    openCameraStream()
      .then((stream) => {
        if (cancelled) return stopStream(stream);
        streamRef.current = stream;
        if (videoRef.current) videoRef.current.srcObject = stream;
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const problem = cameraProblem(error);
        if (problem.kind === 'other' && onOtherFailureRef.current) onOtherFailureRef.current(problem);
        else setPhase({ kind: 'problem', problem });
      });
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
      if (videoRef.current) videoRef.current.srcObject = null;
    };
  }, [active]);

  const onPlaying = useCallback(() => setPhase((p) => (p.kind === 'starting' ? { kind: 'ready' } : p)), []);
  return { videoRef, phase, onPlaying };
}
