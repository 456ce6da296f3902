import { vi } from 'vitest';

type DataHandler = ((event: { data: Blob }) => void) | null;

/** A MediaRecorder stand-in: records "chunks" on request, stops asynchronously like the real one. */
export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static supported = ['audio/webm;codecs=opus', 'audio/webm'];
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type);

  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  timeslice: number | undefined;
  requestDataCalls = 0;
  ondataavailable: DataHandler = null;
  onstop: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions = {},
  ) {
    this.mimeType = options.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }

  requestData() {
    this.requestDataCalls += 1;
    this.ondataavailable?.({ data: new Blob(['chunk'], { type: this.mimeType }) });
  }

  stop() {
    this.state = 'inactive';
    setTimeout(() => this.onstop?.(), 0);
  }
}

export function fakeStream(): MediaStream {
  const track = { stop: vi.fn() };
  return { getTracks: () => [track] } as unknown as MediaStream;
}

/** Installs a microphone whose getUserMedia is the given mock. */
export function installMicrophone(getUserMedia = vi.fn(async () => fakeStream())) {
  FakeMediaRecorder.instances = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
  return getUserMedia;
}
