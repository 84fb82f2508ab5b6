import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLatestRef } from '../use-latest-ref.js';
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
  const onOtherFailureRef = useLatestRef(onOtherFailure);
  // each activation starts again from 'starting' (adjusted while rendering)
  const [wasActive, setWasActive] = useState(false);
  if (wasActive !== active) {
    setWasActive(active);
    if (active) setPhase({ kind: 'starting' });
  }

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let shownIn: HTMLVideoElement | null = null; // the video given the stream, emptied again on the way out
    openCameraStream()
      .then((stream) => {
        if (cancelled) return stopStream(stream);
        streamRef.current = stream;
        shownIn = videoRef.current;
        if (shownIn) shownIn.srcObject = stream;
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
      if (shownIn) shownIn.srcObject = null;
    };
  }, [active, onOtherFailureRef]);

  const onPlaying = useCallback(() => setPhase((p) => (p.kind === 'starting' ? { kind: 'ready' } : p)), []);
  return { videoRef, phase, onPlaying };
}
