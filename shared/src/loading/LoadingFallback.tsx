import { Spin } from 'antd';
import { useEffect } from 'react';
import { useLoadingStore } from '@pads/core';

/** Suspense fallback that also drives the top loading bar while it is mounted. */
export function LoadingFallback({ minHeight = 200 }: { minHeight?: number }) {
  useEffect(() => {
    const { begin, end } = useLoadingStore.getState();
    begin();
    return end;
  }, []);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight }}>
      <Spin />
    </div>
  );
}
