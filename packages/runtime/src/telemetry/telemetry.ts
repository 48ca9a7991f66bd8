import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export { SpanKind };

let provider: NodeTracerProvider | undefined;

export interface TelemetryOptions {
  serviceName: string;
  /** OTLP/HTTP endpoint (e.g. http://127.0.0.1:4318); without one, spans are created but not exported. */
  otlpEndpoint?: string;
  /** Tests pass an in-memory exporter; spans are exported synchronously. */
  exporter?: SpanExporter;
}

/** Installs the tracer provider and the W3C propagator once per process. */
export function initTelemetry(options: TelemetryOptions): void {
  if (provider) return;
  const processors: SpanProcessor[] = [];
  if (options.exporter) processors.push(new SimpleSpanProcessor(options.exporter));
  if (options.otlpEndpoint) {
    processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.otlpEndpoint.replace(/\/$/, '')}/v1/traces` })));
  }
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: processors,
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
}

export async function shutdownTelemetry(): Promise<void> {
  await provider?.shutdown();
  provider = undefined;
}

export const tracer = () => trace.getTracer('kah');

/** Runs fn inside a new span (child of `parent` or the active context), recording failures. */
export async function withSpan<T>(
  name: string,
  kind: SpanKind,
  fn: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  return tracer().startActiveSpan(name, { kind }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Writes traceparent/tracestate of `ctx` into a plain string map (Kafka headers, gRPC metadata). */
export function injectTraceContext(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

export function extractTraceContext(carrier: Record<string, string | undefined>): Context {
  return propagation.extract(context.active(), carrier, {
    get: (c, key) => c[key],
    keys: (c) => Object.keys(c),
  });
}
