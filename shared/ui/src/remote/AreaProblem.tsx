/**
 * What a remote shows when its React tree throws. Plain HTML with inline styles on purpose: the crash may be
 * in Chakra or a provider, so this must not depend on them. The rest of the shell keeps working.
 */
export function AreaProblem({ area }: { area?: string }) {
  return (
    <div role="alert" style={{ padding: '24px', maxWidth: '36rem', fontFamily: 'system-ui, sans-serif', color: '#1f2937' }}>
      <h2 style={{ fontSize: '1.25rem', margin: '0 0 8px' }}>This area hit a problem</h2>
      <p style={{ margin: '0 0 16px' }}>
        {area ? `${area} stopped working.` : 'This part of the back-office stopped working.'} Reloading the page usually fixes it;
        the rest of the back-office still works.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          padding: '8px 16px',
          borderRadius: '6px',
          border: 'none',
          background: '#0e6773',
          color: '#ffffff',
          cursor: 'pointer',
        }}
      >
        Reload page
      </button>
    </div>
  );
}
