import styles from '@/components/projects/project-view.module.css';

/** While the project loads: the page's outline, so nothing jumps when it arrives. */
export default function ProjectLoading() {
  return (
    <div className="stack-lg" aria-busy="true" aria-label="Loading the project">
      <div>
        <span className="skeleton" style={{ height: 12, width: 90, marginBottom: 18 }} />
        <span className="skeleton" style={{ height: 12, width: 220, marginBottom: 10 }} />
        <span className="skeleton" style={{ height: 26, width: '60%', marginBottom: 12 }} />
        <span className="skeleton" style={{ height: 20, width: 200 }} />
      </div>
      <div className={styles.stats}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`card ${styles.stat}`}>
            <span className="skeleton" style={{ height: 10, width: 70 }} />
            <span className="skeleton" style={{ height: 22, width: 50, margin: '6px 0' }} />
            <span className="skeleton" style={{ height: 10, width: 110 }} />
          </div>
        ))}
      </div>
      <div className="card" style={{ height: 260 }} />
    </div>
  );
}
