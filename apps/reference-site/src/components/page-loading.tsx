export function PageLoading() {
  return (
    <div className="loading" role="status">
      Đang tải...
    </div>
  );
}
