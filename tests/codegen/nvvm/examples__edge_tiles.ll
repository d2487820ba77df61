; kernel pad_zero [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_zero(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v28 = bitcast half addrspace(1)* %v27 to <4 x i32> addrspace(1)*
  %v29 = load <4 x i32>, <4 x i32> addrspace(1)* %v28, align 16
  %v30 = extractelement <4 x i32> %v29, i32 0
  %v31 = trunc i32 %v30 to i16
  %v32 = bitcast i16 %v31 to half
  %v33 = fpext half %v32 to float
  %v34 = extractelement <4 x i32> %v29, i32 0
  %v35 = lshr i32 %v34, 16
  %v36 = trunc i32 %v35 to i16
  %v37 = bitcast i16 %v36 to half
  %v38 = fpext half %v37 to float
  %v39 = extractelement <4 x i32> %v29, i32 1
  %v40 = trunc i32 %v39 to i16
  %v41 = bitcast i16 %v40 to half
  %v42 = fpext half %v41 to float
  %v43 = extractelement <4 x i32> %v29, i32 1
  %v44 = lshr i32 %v43, 16
  %v45 = trunc i32 %v44 to i16
  %v46 = bitcast i16 %v45 to half
  %v47 = fpext half %v46 to float
  %v48 = extractelement <4 x i32> %v29, i32 2
  %v49 = trunc i32 %v48 to i16
  %v50 = bitcast i16 %v49 to half
  %v51 = fpext half %v50 to float
  %v52 = extractelement <4 x i32> %v29, i32 2
  %v53 = lshr i32 %v52, 16
  %v54 = trunc i32 %v53 to i16
  %v55 = bitcast i16 %v54 to half
  %v56 = fpext half %v55 to float
  %v57 = extractelement <4 x i32> %v29, i32 3
  %v58 = trunc i32 %v57 to i16
  %v59 = bitcast i16 %v58 to half
  %v60 = fpext half %v59 to float
  %v61 = extractelement <4 x i32> %v29, i32 3
  %v62 = lshr i32 %v61, 16
  %v63 = trunc i32 %v62 to i16
  %v64 = bitcast i16 %v63 to half
  %v65 = fpext half %v64 to float
  br label %ld_done3
ld_edge2:
  %v66 = fptrunc float 0x0000000000000000 to half
  %v67 = bitcast half %v66 to i16
  %v68 = zext i16 %v67 to i32
  %v69 = bitcast half %v66 to i16
  %v70 = zext i16 %v69 to i32
  %v71 = shl i32 %v70, 16
  %v72 = or i32 %v68, %v71
  %v73 = icmp ult i64 %v20, %v21
  %v74 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v75 = bitcast half addrspace(1)* %v74 to <4 x i32> addrspace(1)*
  %v76 = ptrtoint <4 x i32> addrspace(1)* %v75 to i64
  %v77 = zext i1 %v73 to i32
  %v78 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v76, i32 %v77, i32 %v72, i32 %v72, i32 %v72, i32 %v72)
  %v79 = extractvalue {i32, i32, i32, i32} %v78, 0
  %v80 = extractvalue {i32, i32, i32, i32} %v78, 1
  %v81 = extractvalue {i32, i32, i32, i32} %v78, 2
  %v82 = extractvalue {i32, i32, i32, i32} %v78, 3
  %v83 = insertelement <4 x i32> undef, i32 %v79, i32 0
  %v84 = insertelement <4 x i32> %v83, i32 %v80, i32 1
  %v85 = insertelement <4 x i32> %v84, i32 %v81, i32 2
  %v86 = insertelement <4 x i32> %v85, i32 %v82, i32 3
  %v87 = extractelement <4 x i32> %v86, i32 0
  %v88 = trunc i32 %v87 to i16
  %v89 = bitcast i16 %v88 to half
  %v90 = fpext half %v89 to float
  %v91 = extractelement <4 x i32> %v86, i32 0
  %v92 = lshr i32 %v91, 16
  %v93 = trunc i32 %v92 to i16
  %v94 = bitcast i16 %v93 to half
  %v95 = fpext half %v94 to float
  %v96 = extractelement <4 x i32> %v86, i32 1
  %v97 = trunc i32 %v96 to i16
  %v98 = bitcast i16 %v97 to half
  %v99 = fpext half %v98 to float
  %v100 = extractelement <4 x i32> %v86, i32 1
  %v101 = lshr i32 %v100, 16
  %v102 = trunc i32 %v101 to i16
  %v103 = bitcast i16 %v102 to half
  %v104 = fpext half %v103 to float
  %v105 = extractelement <4 x i32> %v86, i32 2
  %v106 = trunc i32 %v105 to i16
  %v107 = bitcast i16 %v106 to half
  %v108 = fpext half %v107 to float
  %v109 = extractelement <4 x i32> %v86, i32 2
  %v110 = lshr i32 %v109, 16
  %v111 = trunc i32 %v110 to i16
  %v112 = bitcast i16 %v111 to half
  %v113 = fpext half %v112 to float
  %v114 = extractelement <4 x i32> %v86, i32 3
  %v115 = trunc i32 %v114 to i16
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  %v118 = extractelement <4 x i32> %v86, i32 3
  %v119 = lshr i32 %v118, 16
  %v120 = trunc i32 %v119 to i16
  %v121 = bitcast i16 %v120 to half
  %v122 = fpext half %v121 to float
  br label %ld_done3
ld_done3:
  %v123 = phi float [ %v33, %ld_full1 ], [ %v90, %ld_edge2 ]
  %v124 = phi float [ %v38, %ld_full1 ], [ %v95, %ld_edge2 ]
  %v125 = phi float [ %v42, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v126 = phi float [ %v47, %ld_full1 ], [ %v104, %ld_edge2 ]
  %v127 = phi float [ %v51, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v128 = phi float [ %v56, %ld_full1 ], [ %v113, %ld_edge2 ]
  %v129 = phi float [ %v60, %ld_full1 ], [ %v117, %ld_edge2 ]
  %v130 = phi float [ %v65, %ld_full1 ], [ %v122, %ld_edge2 ]
  %v131 = and i32 %v2, 1
  %v132 = shl i32 %v131, 3
  %v133 = lshr i32 %v2, 1
  %v134 = and i32 %v133, 1
  %v135 = shl i32 %v134, 4
  %v136 = or i32 %v132, %v135
  %v137 = lshr i32 %v2, 2
  %v138 = and i32 %v137, 1
  %v139 = shl i32 %v138, 5
  %v140 = or i32 %v136, %v139
  %v141 = and i32 %v140, 63
  %v142 = sext i32 %v4 to i64
  %v143 = mul i64 %v142, 64
  %v144 = zext i32 %v141 to i64
  %v145 = add i64 %v143, %v144
  %v146 = zext i32 %p4 to i64
  %v147 = add i64 %v143, 64
  %v148 = icmp sle i64 %v147, %v146
  %v149 = icmp sge i64 %v142, 0
  %v150 = and i1 %v148, %v149
  %v151 = and i32 %v2, 24
  %v152 = icmp eq i32 %v151, 0
  %v153 = and i32 %v3, 3
  %v154 = icmp eq i32 %v153, 0
  %v155 = and i1 %v152, %v154
  br i1 %v155, label %st_owner4, label %join5
st_owner4:
  br i1 %v150, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v156 = icmp ult i64 %v145, %v146
  %v157 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v145
  %v158 = fptrunc float %v123 to half
  %v159 = fptrunc float %v124 to half
  %v160 = fptrunc float %v125 to half
  %v161 = fptrunc float %v126 to half
  %v162 = fptrunc float %v127 to half
  %v163 = fptrunc float %v128 to half
  %v164 = fptrunc float %v129 to half
  %v165 = fptrunc float %v130 to half
  %v166 = bitcast half %v158 to i16
  %v167 = zext i16 %v166 to i32
  %v168 = bitcast half %v159 to i16
  %v169 = zext i16 %v168 to i32
  %v170 = shl i32 %v169, 16
  %v171 = or i32 %v167, %v170
  %v172 = bitcast half %v160 to i16
  %v173 = zext i16 %v172 to i32
  %v174 = bitcast half %v161 to i16
  %v175 = zext i16 %v174 to i32
  %v176 = shl i32 %v175, 16
  %v177 = or i32 %v173, %v176
  %v178 = bitcast half %v162 to i16
  %v179 = zext i16 %v178 to i32
  %v180 = bitcast half %v163 to i16
  %v181 = zext i16 %v180 to i32
  %v182 = shl i32 %v181, 16
  %v183 = or i32 %v179, %v182
  %v184 = bitcast half %v164 to i16
  %v185 = zext i16 %v184 to i32
  %v186 = bitcast half %v165 to i16
  %v187 = zext i16 %v186 to i32
  %v188 = shl i32 %v187, 16
  %v189 = or i32 %v185, %v188
  %v190 = insertelement <4 x i32> undef, i32 %v171, i32 0
  %v191 = insertelement <4 x i32> %v190, i32 %v177, i32 1
  %v192 = insertelement <4 x i32> %v191, i32 %v183, i32 2
  %v193 = insertelement <4 x i32> %v192, i32 %v189, i32 3
  %v194 = bitcast half addrspace(1)* %v157 to <4 x i32> addrspace(1)*
  store <4 x i32> %v193, <4 x i32> addrspace(1)* %v194, align 16
  br label %st_done8
st_edge7:
  %v195 = icmp ult i64 %v145, %v146
  %v196 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v145
  br i1 %v195, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v197 = fptrunc float %v123 to half
  %v198 = fptrunc float %v124 to half
  %v199 = fptrunc float %v125 to half
  %v200 = fptrunc float %v126 to half
  %v201 = fptrunc float %v127 to half
  %v202 = fptrunc float %v128 to half
  %v203 = fptrunc float %v129 to half
  %v204 = fptrunc float %v130 to half
  %v205 = bitcast half %v197 to i16
  %v206 = zext i16 %v205 to i32
  %v207 = bitcast half %v198 to i16
  %v208 = zext i16 %v207 to i32
  %v209 = shl i32 %v208, 16
  %v210 = or i32 %v206, %v209
  %v211 = bitcast half %v199 to i16
  %v212 = zext i16 %v211 to i32
  %v213 = bitcast half %v200 to i16
  %v214 = zext i16 %v213 to i32
  %v215 = shl i32 %v214, 16
  %v216 = or i32 %v212, %v215
  %v217 = bitcast half %v201 to i16
  %v218 = zext i16 %v217 to i32
  %v219 = bitcast half %v202 to i16
  %v220 = zext i16 %v219 to i32
  %v221 = shl i32 %v220, 16
  %v222 = or i32 %v218, %v221
  %v223 = bitcast half %v203 to i16
  %v224 = zext i16 %v223 to i32
  %v225 = bitcast half %v204 to i16
  %v226 = zext i16 %v225 to i32
  %v227 = shl i32 %v226, 16
  %v228 = or i32 %v224, %v227
  %v229 = insertelement <4 x i32> undef, i32 %v210, i32 0
  %v230 = insertelement <4 x i32> %v229, i32 %v216, i32 1
  %v231 = insertelement <4 x i32> %v230, i32 %v222, i32 2
  %v232 = insertelement <4 x i32> %v231, i32 %v228, i32 3
  %v233 = bitcast half addrspace(1)* %v196 to <4 x i32> addrspace(1)*
  store <4 x i32> %v232, <4 x i32> addrspace(1)* %v233, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_zero, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_zero, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_neg_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_neg_inf(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v28 = bitcast half addrspace(1)* %v27 to <4 x i32> addrspace(1)*
  %v29 = load <4 x i32>, <4 x i32> addrspace(1)* %v28, align 16
  %v30 = extractelement <4 x i32> %v29, i32 0
  %v31 = trunc i32 %v30 to i16
  %v32 = bitcast i16 %v31 to half
  %v33 = fpext half %v32 to float
  %v34 = extractelement <4 x i32> %v29, i32 0
  %v35 = lshr i32 %v34, 16
  %v36 = trunc i32 %v35 to i16
  %v37 = bitcast i16 %v36 to half
  %v38 = fpext half %v37 to float
  %v39 = extractelement <4 x i32> %v29, i32 1
  %v40 = trunc i32 %v39 to i16
  %v41 = bitcast i16 %v40 to half
  %v42 = fpext half %v41 to float
  %v43 = extractelement <4 x i32> %v29, i32 1
  %v44 = lshr i32 %v43, 16
  %v45 = trunc i32 %v44 to i16
  %v46 = bitcast i16 %v45 to half
  %v47 = fpext half %v46 to float
  %v48 = extractelement <4 x i32> %v29, i32 2
  %v49 = trunc i32 %v48 to i16
  %v50 = bitcast i16 %v49 to half
  %v51 = fpext half %v50 to float
  %v52 = extractelement <4 x i32> %v29, i32 2
  %v53 = lshr i32 %v52, 16
  %v54 = trunc i32 %v53 to i16
  %v55 = bitcast i16 %v54 to half
  %v56 = fpext half %v55 to float
  %v57 = extractelement <4 x i32> %v29, i32 3
  %v58 = trunc i32 %v57 to i16
  %v59 = bitcast i16 %v58 to half
  %v60 = fpext half %v59 to float
  %v61 = extractelement <4 x i32> %v29, i32 3
  %v62 = lshr i32 %v61, 16
  %v63 = trunc i32 %v62 to i16
  %v64 = bitcast i16 %v63 to half
  %v65 = fpext half %v64 to float
  br label %ld_done3
ld_edge2:
  %v66 = fptrunc float 0xFFF0000000000000 to half
  %v67 = bitcast half %v66 to i16
  %v68 = zext i16 %v67 to i32
  %v69 = bitcast half %v66 to i16
  %v70 = zext i16 %v69 to i32
  %v71 = shl i32 %v70, 16
  %v72 = or i32 %v68, %v71
  %v73 = icmp ult i64 %v20, %v21
  %v74 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v75 = bitcast half addrspace(1)* %v74 to <4 x i32> addrspace(1)*
  %v76 = ptrtoint <4 x i32> addrspace(1)* %v75 to i64
  %v77 = zext i1 %v73 to i32
  %v78 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v76, i32 %v77, i32 %v72, i32 %v72, i32 %v72, i32 %v72)
  %v79 = extractvalue {i32, i32, i32, i32} %v78, 0
  %v80 = extractvalue {i32, i32, i32, i32} %v78, 1
  %v81 = extractvalue {i32, i32, i32, i32} %v78, 2
  %v82 = extractvalue {i32, i32, i32, i32} %v78, 3
  %v83 = insertelement <4 x i32> undef, i32 %v79, i32 0
  %v84 = insertelement <4 x i32> %v83, i32 %v80, i32 1
  %v85 = insertelement <4 x i32> %v84, i32 %v81, i32 2
  %v86 = insertelement <4 x i32> %v85, i32 %v82, i32 3
  %v87 = extractelement <4 x i32> %v86, i32 0
  %v88 = trunc i32 %v87 to i16
  %v89 = bitcast i16 %v88 to half
  %v90 = fpext half %v89 to float
  %v91 = extractelement <4 x i32> %v86, i32 0
  %v92 = lshr i32 %v91, 16
  %v93 = trunc i32 %v92 to i16
  %v94 = bitcast i16 %v93 to half
  %v95 = fpext half %v94 to float
  %v96 = extractelement <4 x i32> %v86, i32 1
  %v97 = trunc i32 %v96 to i16
  %v98 = bitcast i16 %v97 to half
  %v99 = fpext half %v98 to float
  %v100 = extractelement <4 x i32> %v86, i32 1
  %v101 = lshr i32 %v100, 16
  %v102 = trunc i32 %v101 to i16
  %v103 = bitcast i16 %v102 to half
  %v104 = fpext half %v103 to float
  %v105 = extractelement <4 x i32> %v86, i32 2
  %v106 = trunc i32 %v105 to i16
  %v107 = bitcast i16 %v106 to half
  %v108 = fpext half %v107 to float
  %v109 = extractelement <4 x i32> %v86, i32 2
  %v110 = lshr i32 %v109, 16
  %v111 = trunc i32 %v110 to i16
  %v112 = bitcast i16 %v111 to half
  %v113 = fpext half %v112 to float
  %v114 = extractelement <4 x i32> %v86, i32 3
  %v115 = trunc i32 %v114 to i16
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  %v118 = extractelement <4 x i32> %v86, i32 3
  %v119 = lshr i32 %v118, 16
  %v120 = trunc i32 %v119 to i16
  %v121 = bitcast i16 %v120 to half
  %v122 = fpext half %v121 to float
  br label %ld_done3
ld_done3:
  %v123 = phi float [ %v33, %ld_full1 ], [ %v90, %ld_edge2 ]
  %v124 = phi float [ %v38, %ld_full1 ], [ %v95, %ld_edge2 ]
  %v125 = phi float [ %v42, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v126 = phi float [ %v47, %ld_full1 ], [ %v104, %ld_edge2 ]
  %v127 = phi float [ %v51, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v128 = phi float [ %v56, %ld_full1 ], [ %v113, %ld_edge2 ]
  %v129 = phi float [ %v60, %ld_full1 ], [ %v117, %ld_edge2 ]
  %v130 = phi float [ %v65, %ld_full1 ], [ %v122, %ld_edge2 ]
  %v131 = and i32 %v2, 1
  %v132 = shl i32 %v131, 3
  %v133 = lshr i32 %v2, 1
  %v134 = and i32 %v133, 1
  %v135 = shl i32 %v134, 4
  %v136 = or i32 %v132, %v135
  %v137 = lshr i32 %v2, 2
  %v138 = and i32 %v137, 1
  %v139 = shl i32 %v138, 5
  %v140 = or i32 %v136, %v139
  %v141 = and i32 %v140, 63
  %v142 = sext i32 %v4 to i64
  %v143 = mul i64 %v142, 64
  %v144 = zext i32 %v141 to i64
  %v145 = add i64 %v143, %v144
  %v146 = zext i32 %p4 to i64
  %v147 = add i64 %v143, 64
  %v148 = icmp sle i64 %v147, %v146
  %v149 = icmp sge i64 %v142, 0
  %v150 = and i1 %v148, %v149
  %v151 = and i32 %v2, 24
  %v152 = icmp eq i32 %v151, 0
  %v153 = and i32 %v3, 3
  %v154 = icmp eq i32 %v153, 0
  %v155 = and i1 %v152, %v154
  br i1 %v155, label %st_owner4, label %join5
st_owner4:
  br i1 %v150, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v156 = icmp ult i64 %v145, %v146
  %v157 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v145
  %v158 = fptrunc float %v123 to half
  %v159 = fptrunc float %v124 to half
  %v160 = fptrunc float %v125 to half
  %v161 = fptrunc float %v126 to half
  %v162 = fptrunc float %v127 to half
  %v163 = fptrunc float %v128 to half
  %v164 = fptrunc float %v129 to half
  %v165 = fptrunc float %v130 to half
  %v166 = bitcast half %v158 to i16
  %v167 = zext i16 %v166 to i32
  %v168 = bitcast half %v159 to i16
  %v169 = zext i16 %v168 to i32
  %v170 = shl i32 %v169, 16
  %v171 = or i32 %v167, %v170
  %v172 = bitcast half %v160 to i16
  %v173 = zext i16 %v172 to i32
  %v174 = bitcast half %v161 to i16
  %v175 = zext i16 %v174 to i32
  %v176 = shl i32 %v175, 16
  %v177 = or i32 %v173, %v176
  %v178 = bitcast half %v162 to i16
  %v179 = zext i16 %v178 to i32
  %v180 = bitcast half %v163 to i16
  %v181 = zext i16 %v180 to i32
  %v182 = shl i32 %v181, 16
  %v183 = or i32 %v179, %v182
  %v184 = bitcast half %v164 to i16
  %v185 = zext i16 %v184 to i32
  %v186 = bitcast half %v165 to i16
  %v187 = zext i16 %v186 to i32
  %v188 = shl i32 %v187, 16
  %v189 = or i32 %v185, %v188
  %v190 = insertelement <4 x i32> undef, i32 %v171, i32 0
  %v191 = insertelement <4 x i32> %v190, i32 %v177, i32 1
  %v192 = insertelement <4 x i32> %v191, i32 %v183, i32 2
  %v193 = insertelement <4 x i32> %v192, i32 %v189, i32 3
  %v194 = bitcast half addrspace(1)* %v157 to <4 x i32> addrspace(1)*
  store <4 x i32> %v193, <4 x i32> addrspace(1)* %v194, align 16
  br label %st_done8
st_edge7:
  %v195 = icmp ult i64 %v145, %v146
  %v196 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v145
  br i1 %v195, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v197 = fptrunc float %v123 to half
  %v198 = fptrunc float %v124 to half
  %v199 = fptrunc float %v125 to half
  %v200 = fptrunc float %v126 to half
  %v201 = fptrunc float %v127 to half
  %v202 = fptrunc float %v128 to half
  %v203 = fptrunc float %v129 to half
  %v204 = fptrunc float %v130 to half
  %v205 = bitcast half %v197 to i16
  %v206 = zext i16 %v205 to i32
  %v207 = bitcast half %v198 to i16
  %v208 = zext i16 %v207 to i32
  %v209 = shl i32 %v208, 16
  %v210 = or i32 %v206, %v209
  %v211 = bitcast half %v199 to i16
  %v212 = zext i16 %v211 to i32
  %v213 = bitcast half %v200 to i16
  %v214 = zext i16 %v213 to i32
  %v215 = shl i32 %v214, 16
  %v216 = or i32 %v212, %v215
  %v217 = bitcast half %v201 to i16
  %v218 = zext i16 %v217 to i32
  %v219 = bitcast half %v202 to i16
  %v220 = zext i16 %v219 to i32
  %v221 = shl i32 %v220, 16
  %v222 = or i32 %v218, %v221
  %v223 = bitcast half %v203 to i16
  %v224 = zext i16 %v223 to i32
  %v225 = bitcast half %v204 to i16
  %v226 = zext i16 %v225 to i32
  %v227 = shl i32 %v226, 16
  %v228 = or i32 %v224, %v227
  %v229 = insertelement <4 x i32> undef, i32 %v210, i32 0
  %v230 = insertelement <4 x i32> %v229, i32 %v216, i32 1
  %v231 = insertelement <4 x i32> %v230, i32 %v222, i32 2
  %v232 = insertelement <4 x i32> %v231, i32 %v228, i32 3
  %v233 = bitcast half addrspace(1)* %v196 to <4 x i32> addrspace(1)*
  store <4 x i32> %v232, <4 x i32> addrspace(1)* %v233, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_neg_inf, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_neg_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v28 = bitcast half addrspace(1)* %v27 to <4 x i32> addrspace(1)*
  %v29 = load <4 x i32>, <4 x i32> addrspace(1)* %v28, align 16
  %v30 = extractelement <4 x i32> %v29, i32 0
  %v31 = trunc i32 %v30 to i16
  %v32 = bitcast i16 %v31 to half
  %v33 = fpext half %v32 to float
  %v34 = extractelement <4 x i32> %v29, i32 0
  %v35 = lshr i32 %v34, 16
  %v36 = trunc i32 %v35 to i16
  %v37 = bitcast i16 %v36 to half
  %v38 = fpext half %v37 to float
  %v39 = extractelement <4 x i32> %v29, i32 1
  %v40 = trunc i32 %v39 to i16
  %v41 = bitcast i16 %v40 to half
  %v42 = fpext half %v41 to float
  %v43 = extractelement <4 x i32> %v29, i32 1
  %v44 = lshr i32 %v43, 16
  %v45 = trunc i32 %v44 to i16
  %v46 = bitcast i16 %v45 to half
  %v47 = fpext half %v46 to float
  %v48 = extractelement <4 x i32> %v29, i32 2
  %v49 = trunc i32 %v48 to i16
  %v50 = bitcast i16 %v49 to half
  %v51 = fpext half %v50 to float
  %v52 = extractelement <4 x i32> %v29, i32 2
  %v53 = lshr i32 %v52, 16
  %v54 = trunc i32 %v53 to i16
  %v55 = bitcast i16 %v54 to half
  %v56 = fpext half %v55 to float
  %v57 = extractelement <4 x i32> %v29, i32 3
  %v58 = trunc i32 %v57 to i16
  %v59 = bitcast i16 %v58 to half
  %v60 = fpext half %v59 to float
  %v61 = extractelement <4 x i32> %v29, i32 3
  %v62 = lshr i32 %v61, 16
  %v63 = trunc i32 %v62 to i16
  %v64 = bitcast i16 %v63 to half
  %v65 = fpext half %v64 to float
  br label %ld_done3
ld_edge2:
  %v66 = fptrunc float 0x7FF0000000000000 to half
  %v67 = bitcast half %v66 to i16
  %v68 = zext i16 %v67 to i32
  %v69 = bitcast half %v66 to i16
  %v70 = zext i16 %v69 to i32
  %v71 = shl i32 %v70, 16
  %v72 = or i32 %v68, %v71
  %v73 = icmp ult i64 %v20, %v21
  %v74 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v75 = bitcast half addrspace(1)* %v74 to <4 x i32> addrspace(1)*
  %v76 = ptrtoint <4 x i32> addrspace(1)* %v75 to i64
  %v77 = zext i1 %v73 to i32
  %v78 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v76, i32 %v77, i32 %v72, i32 %v72, i32 %v72, i32 %v72)
  %v79 = extractvalue {i32, i32, i32, i32} %v78, 0
  %v80 = extractvalue {i32, i32, i32, i32} %v78, 1
  %v81 = extractvalue {i32, i32, i32, i32} %v78, 2
  %v82 = extractvalue {i32, i32, i32, i32} %v78, 3
  %v83 = insertelement <4 x i32> undef, i32 %v79, i32 0
  %v84 = insertelement <4 x i32> %v83, i32 %v80, i32 1
  %v85 = insertelement <4 x i32> %v84, i32 %v81, i32 2
  %v86 = insertelement <4 x i32> %v85, i32 %v82, i32 3
  %v87 = extractelement <4 x i32> %v86, i32 0
  %v88 = trunc i32 %v87 to i16
  %v89 = bitcast i16 %v88 to half
  %v90 = fpext half %v89 to float
  %v91 = extractelement <4 x i32> %v86, i32 0
  %v92 = lshr i32 %v91, 16
  %v93 = trunc i32 %v92 to i16
  %v94 = bitcast i16 %v93 to half
  %v95 = fpext half %v94 to float
  %v96 = extractelement <4 x i32> %v86, i32 1
  %v97 = trunc i32 %v96 to i16
  %v98 = bitcast i16 %v97 to half
  %v99 = fpext half %v98 to float
  %v100 = extractelement <4 x i32> %v86, i32 1
  %v101 = lshr i32 %v100, 16
  %v102 = trunc i32 %v101 to i16
  %v103 = bitcast i16 %v102 to half
  %v104 = fpext half %v103 to float
  %v105 = extractelement <4 x i32> %v86, i32 2
  %v106 = trunc i32 %v105 to i16
  %v107 = bitcast i16 %v106 to half
  %v108 = fpext half %v107 to float
  %v109 = extractelement <4 x i32> %v86, i32 2
  %v110 = lshr i32 %v109, 16
  %v111 = trunc i32 %v110 to i16
  %v112 = bitcast i16 %v111 to half
  %v113 = fpext half %v112 to float
  %v114 = extractelement <4 x i32> %v86, i32 3
  %v115 = trunc i32 %v114 to i16
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  %v118 = extractelement <4 x i32> %v86, i32 3
  %v119 = lshr i32 %v118, 16
  %v120 = trunc i32 %v119 to i16
  %v121 = bitcast i16 %v120 to half
  %v122 = fpext half %v121 to float
  br label %ld_done3
ld_done3:
  %v123 = phi float [ %v33, %ld_full1 ], [ %v90, %ld_edge2 ]
  %v124 = phi float [ %v38, %ld_full1 ], [ %v95, %ld_edge2 ]
  %v125 = phi float [ %v42, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v126 = phi float [ %v47, %ld_full1 ], [ %v104, %ld_edge2 ]
  %v127 = phi float [ %v51, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v128 = phi float [ %v56, %ld_full1 ], [ %v113, %ld_edge2 ]
  %v129 = phi float [ %v60, %ld_full1 ], [ %v117, %ld_edge2 ]
  %v130 = phi float [ %v65, %ld_full1 ], [ %v122, %ld_edge2 ]
  %v131 = and i32 %v2, 1
  %v132 = shl i32 %v131, 3
  %v133 = lshr i32 %v2, 1
  %v134 = and i32 %v133, 1
  %v135 = shl i32 %v134, 4
  %v136 = or i32 %v132, %v135
  %v137 = lshr i32 %v2, 2
  %v138 = and i32 %v137, 1
  %v139 = shl i32 %v138, 5
  %v140 = or i32 %v136, %v139
  %v141 = and i32 %v140, 63
  %v142 = sext i32 %v4 to i64
  %v143 = mul i64 %v142, 64
  %v144 = zext i32 %v141 to i64
  %v145 = add i64 %v143, %v144
  %v146 = zext i32 %p4 to i64
  %v147 = add i64 %v143, 64
  %v148 = icmp sle i64 %v147, %v146
  %v149 = icmp sge i64 %v142, 0
  %v150 = and i1 %v148, %v149
  %v151 = and i32 %v2, 24
  %v152 = icmp eq i32 %v151, 0
  %v153 = and i32 %v3, 3
  %v154 = icmp eq i32 %v153, 0
  %v155 = and i1 %v152, %v154
  br i1 %v155, label %st_owner4, label %join5
st_owner4:
  br i1 %v150, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v156 = icmp ult i64 %v145, %v146
  %v157 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v145
  %v158 = fptrunc float %v123 to half
  %v159 = fptrunc float %v124 to half
  %v160 = fptrunc float %v125 to half
  %v161 = fptrunc float %v126 to half
  %v162 = fptrunc float %v127 to half
  %v163 = fptrunc float %v128 to half
  %v164 = fptrunc float %v129 to half
  %v165 = fptrunc float %v130 to half
  %v166 = bitcast half %v158 to i16
  %v167 = zext i16 %v166 to i32
  %v168 = bitcast half %v159 to i16
  %v169 = zext i16 %v168 to i32
  %v170 = shl i32 %v169, 16
  %v171 = or i32 %v167, %v170
  %v172 = bitcast half %v160 to i16
  %v173 = zext i16 %v172 to i32
  %v174 = bitcast half %v161 to i16
  %v175 = zext i16 %v174 to i32
  %v176 = shl i32 %v175, 16
  %v177 = or i32 %v173, %v176
  %v178 = bitcast half %v162 to i16
  %v179 = zext i16 %v178 to i32
  %v180 = bitcast half %v163 to i16
  %v181 = zext i16 %v180 to i32
  %v182 = shl i32 %v181, 16
  %v183 = or i32 %v179, %v182
  %v184 = bitcast half %v164 to i16
  %v185 = zext i16 %v184 to i32
  %v186 = bitcast half %v165 to i16
  %v187 = zext i16 %v186 to i32
  %v188 = shl i32 %v187, 16
  %v189 = or i32 %v185, %v188
  %v190 = insertelement <4 x i32> undef, i32 %v171, i32 0
  %v191 = insertelement <4 x i32> %v190, i32 %v177, i32 1
  %v192 = insertelement <4 x i32> %v191, i32 %v183, i32 2
  %v193 = insertelement <4 x i32> %v192, i32 %v189, i32 3
  %v194 = bitcast half addrspace(1)* %v157 to <4 x i32> addrspace(1)*
  store <4 x i32> %v193, <4 x i32> addrspace(1)* %v194, align 16
  br label %st_done8
st_edge7:
  %v195 = icmp ult i64 %v145, %v146
  %v196 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v145
  br i1 %v195, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v197 = fptrunc float %v123 to half
  %v198 = fptrunc float %v124 to half
  %v199 = fptrunc float %v125 to half
  %v200 = fptrunc float %v126 to half
  %v201 = fptrunc float %v127 to half
  %v202 = fptrunc float %v128 to half
  %v203 = fptrunc float %v129 to half
  %v204 = fptrunc float %v130 to half
  %v205 = bitcast half %v197 to i16
  %v206 = zext i16 %v205 to i32
  %v207 = bitcast half %v198 to i16
  %v208 = zext i16 %v207 to i32
  %v209 = shl i32 %v208, 16
  %v210 = or i32 %v206, %v209
  %v211 = bitcast half %v199 to i16
  %v212 = zext i16 %v211 to i32
  %v213 = bitcast half %v200 to i16
  %v214 = zext i16 %v213 to i32
  %v215 = shl i32 %v214, 16
  %v216 = or i32 %v212, %v215
  %v217 = bitcast half %v201 to i16
  %v218 = zext i16 %v217 to i32
  %v219 = bitcast half %v202 to i16
  %v220 = zext i16 %v219 to i32
  %v221 = shl i32 %v220, 16
  %v222 = or i32 %v218, %v221
  %v223 = bitcast half %v203 to i16
  %v224 = zext i16 %v223 to i32
  %v225 = bitcast half %v204 to i16
  %v226 = zext i16 %v225 to i32
  %v227 = shl i32 %v226, 16
  %v228 = or i32 %v224, %v227
  %v229 = insertelement <4 x i32> undef, i32 %v210, i32 0
  %v230 = insertelement <4 x i32> %v229, i32 %v216, i32 1
  %v231 = insertelement <4 x i32> %v230, i32 %v222, i32 2
  %v232 = insertelement <4 x i32> %v231, i32 %v228, i32 3
  %v233 = bitcast half addrspace(1)* %v196 to <4 x i32> addrspace(1)*
  store <4 x i32> %v232, <4 x i32> addrspace(1)* %v233, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_pos_inf, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_pos_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_nan [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_nan(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v28 = bitcast half addrspace(1)* %v27 to <4 x i32> addrspace(1)*
  %v29 = load <4 x i32>, <4 x i32> addrspace(1)* %v28, align 16
  %v30 = extractelement <4 x i32> %v29, i32 0
  %v31 = trunc i32 %v30 to i16
  %v32 = bitcast i16 %v31 to half
  %v33 = fpext half %v32 to float
  %v34 = extractelement <4 x i32> %v29, i32 0
  %v35 = lshr i32 %v34, 16
  %v36 = trunc i32 %v35 to i16
  %v37 = bitcast i16 %v36 to half
  %v38 = fpext half %v37 to float
  %v39 = extractelement <4 x i32> %v29, i32 1
  %v40 = trunc i32 %v39 to i16
  %v41 = bitcast i16 %v40 to half
  %v42 = fpext half %v41 to float
  %v43 = extractelement <4 x i32> %v29, i32 1
  %v44 = lshr i32 %v43, 16
  %v45 = trunc i32 %v44 to i16
  %v46 = bitcast i16 %v45 to half
  %v47 = fpext half %v46 to float
  %v48 = extractelement <4 x i32> %v29, i32 2
  %v49 = trunc i32 %v48 to i16
  %v50 = bitcast i16 %v49 to half
  %v51 = fpext half %v50 to float
  %v52 = extractelement <4 x i32> %v29, i32 2
  %v53 = lshr i32 %v52, 16
  %v54 = trunc i32 %v53 to i16
  %v55 = bitcast i16 %v54 to half
  %v56 = fpext half %v55 to float
  %v57 = extractelement <4 x i32> %v29, i32 3
  %v58 = trunc i32 %v57 to i16
  %v59 = bitcast i16 %v58 to half
  %v60 = fpext half %v59 to float
  %v61 = extractelement <4 x i32> %v29, i32 3
  %v62 = lshr i32 %v61, 16
  %v63 = trunc i32 %v62 to i16
  %v64 = bitcast i16 %v63 to half
  %v65 = fpext half %v64 to float
  br label %ld_done3
ld_edge2:
  %v66 = fptrunc float 0x7FF8000000000000 to half
  %v67 = bitcast half %v66 to i16
  %v68 = zext i16 %v67 to i32
  %v69 = bitcast half %v66 to i16
  %v70 = zext i16 %v69 to i32
  %v71 = shl i32 %v70, 16
  %v72 = or i32 %v68, %v71
  %v73 = icmp ult i64 %v20, %v21
  %v74 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v75 = bitcast half addrspace(1)* %v74 to <4 x i32> addrspace(1)*
  %v76 = ptrtoint <4 x i32> addrspace(1)* %v75 to i64
  %v77 = zext i1 %v73 to i32
  %v78 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v76, i32 %v77, i32 %v72, i32 %v72, i32 %v72, i32 %v72)
  %v79 = extractvalue {i32, i32, i32, i32} %v78, 0
  %v80 = extractvalue {i32, i32, i32, i32} %v78, 1
  %v81 = extractvalue {i32, i32, i32, i32} %v78, 2
  %v82 = extractvalue {i32, i32, i32, i32} %v78, 3
  %v83 = insertelement <4 x i32> undef, i32 %v79, i32 0
  %v84 = insertelement <4 x i32> %v83, i32 %v80, i32 1
  %v85 = insertelement <4 x i32> %v84, i32 %v81, i32 2
  %v86 = insertelement <4 x i32> %v85, i32 %v82, i32 3
  %v87 = extractelement <4 x i32> %v86, i32 0
  %v88 = trunc i32 %v87 to i16
  %v89 = bitcast i16 %v88 to half
  %v90 = fpext half %v89 to float
  %v91 = extractelement <4 x i32> %v86, i32 0
  %v92 = lshr i32 %v91, 16
  %v93 = trunc i32 %v92 to i16
  %v94 = bitcast i16 %v93 to half
  %v95 = fpext half %v94 to float
  %v96 = extractelement <4 x i32> %v86, i32 1
  %v97 = trunc i32 %v96 to i16
  %v98 = bitcast i16 %v97 to half
  %v99 = fpext half %v98 to float
  %v100 = extractelement <4 x i32> %v86, i32 1
  %v101 = lshr i32 %v100, 16
  %v102 = trunc i32 %v101 to i16
  %v103 = bitcast i16 %v102 to half
  %v104 = fpext half %v103 to float
  %v105 = extractelement <4 x i32> %v86, i32 2
  %v106 = trunc i32 %v105 to i16
  %v107 = bitcast i16 %v106 to half
  %v108 = fpext half %v107 to float
  %v109 = extractelement <4 x i32> %v86, i32 2
  %v110 = lshr i32 %v109, 16
  %v111 = trunc i32 %v110 to i16
  %v112 = bitcast i16 %v111 to half
  %v113 = fpext half %v112 to float
  %v114 = extractelement <4 x i32> %v86, i32 3
  %v115 = trunc i32 %v114 to i16
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  %v118 = extractelement <4 x i32> %v86, i32 3
  %v119 = lshr i32 %v118, 16
  %v120 = trunc i32 %v119 to i16
  %v121 = bitcast i16 %v120 to half
  %v122 = fpext half %v121 to float
  br label %ld_done3
ld_done3:
  %v123 = phi float [ %v33, %ld_full1 ], [ %v90, %ld_edge2 ]
  %v124 = phi float [ %v38, %ld_full1 ], [ %v95, %ld_edge2 ]
  %v125 = phi float [ %v42, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v126 = phi float [ %v47, %ld_full1 ], [ %v104, %ld_edge2 ]
  %v127 = phi float [ %v51, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v128 = phi float [ %v56, %ld_full1 ], [ %v113, %ld_edge2 ]
  %v129 = phi float [ %v60, %ld_full1 ], [ %v117, %ld_edge2 ]
  %v130 = phi float [ %v65, %ld_full1 ], [ %v122, %ld_edge2 ]
  %v131 = and i32 %v2, 1
  %v132 = shl i32 %v131, 3
  %v133 = lshr i32 %v2, 1
  %v134 = and i32 %v133, 1
  %v135 = shl i32 %v134, 4
  %v136 = or i32 %v132, %v135
  %v137 = lshr i32 %v2, 2
  %v138 = and i32 %v137, 1
  %v139 = shl i32 %v138, 5
  %v140 = or i32 %v136, %v139
  %v141 = and i32 %v140, 63
  %v142 = sext i32 %v4 to i64
  %v143 = mul i64 %v142, 64
  %v144 = zext i32 %v141 to i64
  %v145 = add i64 %v143, %v144
  %v146 = zext i32 %p4 to i64
  %v147 = add i64 %v143, 64
  %v148 = icmp sle i64 %v147, %v146
  %v149 = icmp sge i64 %v142, 0
  %v150 = and i1 %v148, %v149
  %v151 = and i32 %v2, 24
  %v152 = icmp eq i32 %v151, 0
  %v153 = and i32 %v3, 3
  %v154 = icmp eq i32 %v153, 0
  %v155 = and i1 %v152, %v154
  br i1 %v155, label %st_owner4, label %join5
st_owner4:
  br i1 %v150, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v156 = icmp ult i64 %v145, %v146
  %v157 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v145
  %v158 = fptrunc float %v123 to half
  %v159 = fptrunc float %v124 to half
  %v160 = fptrunc float %v125 to half
  %v161 = fptrunc float %v126 to half
  %v162 = fptrunc float %v127 to half
  %v163 = fptrunc float %v128 to half
  %v164 = fptrunc float %v129 to half
  %v165 = fptrunc float %v130 to half
  %v166 = bitcast half %v158 to i16
  %v167 = zext i16 %v166 to i32
  %v168 = bitcast half %v159 to i16
  %v169 = zext i16 %v168 to i32
  %v170 = shl i32 %v169, 16
  %v171 = or i32 %v167, %v170
  %v172 = bitcast half %v160 to i16
  %v173 = zext i16 %v172 to i32
  %v174 = bitcast half %v161 to i16
  %v175 = zext i16 %v174 to i32
  %v176 = shl i32 %v175, 16
  %v177 = or i32 %v173, %v176
  %v178 = bitcast half %v162 to i16
  %v179 = zext i16 %v178 to i32
  %v180 = bitcast half %v163 to i16
  %v181 = zext i16 %v180 to i32
  %v182 = shl i32 %v181, 16
  %v183 = or i32 %v179, %v182
  %v184 = bitcast half %v164 to i16
  %v185 = zext i16 %v184 to i32
  %v186 = bitcast half %v165 to i16
  %v187 = zext i16 %v186 to i32
  %v188 = shl i32 %v187, 16
  %v189 = or i32 %v185, %v188
  %v190 = insertelement <4 x i32> undef, i32 %v171, i32 0
  %v191 = insertelement <4 x i32> %v190, i32 %v177, i32 1
  %v192 = insertelement <4 x i32> %v191, i32 %v183, i32 2
  %v193 = insertelement <4 x i32> %v192, i32 %v189, i32 3
  %v194 = bitcast half addrspace(1)* %v157 to <4 x i32> addrspace(1)*
  store <4 x i32> %v193, <4 x i32> addrspace(1)* %v194, align 16
  br label %st_done8
st_edge7:
  %v195 = icmp ult i64 %v145, %v146
  %v196 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v145
  br i1 %v195, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v197 = fptrunc float %v123 to half
  %v198 = fptrunc float %v124 to half
  %v199 = fptrunc float %v125 to half
  %v200 = fptrunc float %v126 to half
  %v201 = fptrunc float %v127 to half
  %v202 = fptrunc float %v128 to half
  %v203 = fptrunc float %v129 to half
  %v204 = fptrunc float %v130 to half
  %v205 = bitcast half %v197 to i16
  %v206 = zext i16 %v205 to i32
  %v207 = bitcast half %v198 to i16
  %v208 = zext i16 %v207 to i32
  %v209 = shl i32 %v208, 16
  %v210 = or i32 %v206, %v209
  %v211 = bitcast half %v199 to i16
  %v212 = zext i16 %v211 to i32
  %v213 = bitcast half %v200 to i16
  %v214 = zext i16 %v213 to i32
  %v215 = shl i32 %v214, 16
  %v216 = or i32 %v212, %v215
  %v217 = bitcast half %v201 to i16
  %v218 = zext i16 %v217 to i32
  %v219 = bitcast half %v202 to i16
  %v220 = zext i16 %v219 to i32
  %v221 = shl i32 %v220, 16
  %v222 = or i32 %v218, %v221
  %v223 = bitcast half %v203 to i16
  %v224 = zext i16 %v223 to i32
  %v225 = bitcast half %v204 to i16
  %v226 = zext i16 %v225 to i32
  %v227 = shl i32 %v226, 16
  %v228 = or i32 %v224, %v227
  %v229 = insertelement <4 x i32> undef, i32 %v210, i32 0
  %v230 = insertelement <4 x i32> %v229, i32 %v216, i32 1
  %v231 = insertelement <4 x i32> %v230, i32 %v222, i32 2
  %v232 = insertelement <4 x i32> %v231, i32 %v228, i32 3
  %v233 = bitcast half addrspace(1)* %v196 to <4 x i32> addrspace(1)*
  store <4 x i32> %v232, <4 x i32> addrspace(1)* %v233, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_nan, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_nan, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_zero [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_zero(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v28 = load half, half addrspace(1)* %v27, align 2
  %v29 = fpext half %v28 to float
  %v30 = add i64 %v20, 1
  %v31 = add i64 %v20, 1
  %v32 = icmp ult i64 %v31, %v21
  %v33 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v34 = load half, half addrspace(1)* %v33, align 2
  %v35 = fpext half %v34 to float
  %v36 = add i64 %v20, 2
  %v37 = add i64 %v20, 2
  %v38 = icmp ult i64 %v37, %v21
  %v39 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v36
  %v40 = load half, half addrspace(1)* %v39, align 2
  %v41 = fpext half %v40 to float
  %v42 = add i64 %v20, 3
  %v43 = add i64 %v20, 3
  %v44 = icmp ult i64 %v43, %v21
  %v45 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v42
  %v46 = load half, half addrspace(1)* %v45, align 2
  %v47 = fpext half %v46 to float
  %v48 = add i64 %v20, 4
  %v49 = add i64 %v20, 4
  %v50 = icmp ult i64 %v49, %v21
  %v51 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v48
  %v52 = load half, half addrspace(1)* %v51, align 2
  %v53 = fpext half %v52 to float
  %v54 = add i64 %v20, 5
  %v55 = add i64 %v20, 5
  %v56 = icmp ult i64 %v55, %v21
  %v57 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v58 = load half, half addrspace(1)* %v57, align 2
  %v59 = fpext half %v58 to float
  %v60 = add i64 %v20, 6
  %v61 = add i64 %v20, 6
  %v62 = icmp ult i64 %v61, %v21
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v60
  %v64 = load half, half addrspace(1)* %v63, align 2
  %v65 = fpext half %v64 to float
  %v66 = add i64 %v20, 7
  %v67 = add i64 %v20, 7
  %v68 = icmp ult i64 %v67, %v21
  %v69 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v66
  %v70 = load half, half addrspace(1)* %v69, align 2
  %v71 = fpext half %v70 to float
  br label %ld_done3
ld_edge2:
  %v72 = fptrunc float 0x0000000000000000 to half
  %v73 = bitcast half %v72 to i16
  %v74 = icmp ult i64 %v20, %v21
  %v75 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v76 = ptrtoint half addrspace(1)* %v75 to i64
  %v77 = zext i1 %v74 to i32
  %v78 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v76, i32 %v77, i16 %v73)
  %v79 = bitcast i16 %v78 to half
  %v80 = fpext half %v79 to float
  %v81 = add i64 %v20, 1
  %v82 = add i64 %v20, 1
  %v83 = icmp ult i64 %v82, %v21
  %v84 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v81
  %v85 = ptrtoint half addrspace(1)* %v84 to i64
  %v86 = zext i1 %v83 to i32
  %v87 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v85, i32 %v86, i16 %v73)
  %v88 = bitcast i16 %v87 to half
  %v89 = fpext half %v88 to float
  %v90 = add i64 %v20, 2
  %v91 = add i64 %v20, 2
  %v92 = icmp ult i64 %v91, %v21
  %v93 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v90
  %v94 = ptrtoint half addrspace(1)* %v93 to i64
  %v95 = zext i1 %v92 to i32
  %v96 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v94, i32 %v95, i16 %v73)
  %v97 = bitcast i16 %v96 to half
  %v98 = fpext half %v97 to float
  %v99 = add i64 %v20, 3
  %v100 = add i64 %v20, 3
  %v101 = icmp ult i64 %v100, %v21
  %v102 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v99
  %v103 = ptrtoint half addrspace(1)* %v102 to i64
  %v104 = zext i1 %v101 to i32
  %v105 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v103, i32 %v104, i16 %v73)
  %v106 = bitcast i16 %v105 to half
  %v107 = fpext half %v106 to float
  %v108 = add i64 %v20, 4
  %v109 = add i64 %v20, 4
  %v110 = icmp ult i64 %v109, %v21
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v108
  %v112 = ptrtoint half addrspace(1)* %v111 to i64
  %v113 = zext i1 %v110 to i32
  %v114 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v112, i32 %v113, i16 %v73)
  %v115 = bitcast i16 %v114 to half
  %v116 = fpext half %v115 to float
  %v117 = add i64 %v20, 5
  %v118 = add i64 %v20, 5
  %v119 = icmp ult i64 %v118, %v21
  %v120 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v117
  %v121 = ptrtoint half addrspace(1)* %v120 to i64
  %v122 = zext i1 %v119 to i32
  %v123 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v121, i32 %v122, i16 %v73)
  %v124 = bitcast i16 %v123 to half
  %v125 = fpext half %v124 to float
  %v126 = add i64 %v20, 6
  %v127 = add i64 %v20, 6
  %v128 = icmp ult i64 %v127, %v21
  %v129 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v126
  %v130 = ptrtoint half addrspace(1)* %v129 to i64
  %v131 = zext i1 %v128 to i32
  %v132 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v130, i32 %v131, i16 %v73)
  %v133 = bitcast i16 %v132 to half
  %v134 = fpext half %v133 to float
  %v135 = add i64 %v20, 7
  %v136 = add i64 %v20, 7
  %v137 = icmp ult i64 %v136, %v21
  %v138 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v135
  %v139 = ptrtoint half addrspace(1)* %v138 to i64
  %v140 = zext i1 %v137 to i32
  %v141 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v139, i32 %v140, i16 %v73)
  %v142 = bitcast i16 %v141 to half
  %v143 = fpext half %v142 to float
  br label %ld_done3
ld_done3:
  %v144 = phi float [ %v29, %ld_full1 ], [ %v80, %ld_edge2 ]
  %v145 = phi float [ %v35, %ld_full1 ], [ %v89, %ld_edge2 ]
  %v146 = phi float [ %v41, %ld_full1 ], [ %v98, %ld_edge2 ]
  %v147 = phi float [ %v47, %ld_full1 ], [ %v107, %ld_edge2 ]
  %v148 = phi float [ %v53, %ld_full1 ], [ %v116, %ld_edge2 ]
  %v149 = phi float [ %v59, %ld_full1 ], [ %v125, %ld_edge2 ]
  %v150 = phi float [ %v65, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v151 = phi float [ %v71, %ld_full1 ], [ %v143, %ld_edge2 ]
  %v152 = and i32 %v2, 1
  %v153 = shl i32 %v152, 3
  %v154 = lshr i32 %v2, 1
  %v155 = and i32 %v154, 1
  %v156 = shl i32 %v155, 4
  %v157 = or i32 %v153, %v156
  %v158 = lshr i32 %v2, 2
  %v159 = and i32 %v158, 1
  %v160 = shl i32 %v159, 5
  %v161 = or i32 %v157, %v160
  %v162 = and i32 %v161, 63
  %v163 = sext i32 %v4 to i64
  %v164 = mul i64 %v163, 64
  %v165 = zext i32 %v162 to i64
  %v166 = add i64 %v164, %v165
  %v167 = zext i32 %p4 to i64
  %v168 = add i64 %v164, 64
  %v169 = icmp sle i64 %v168, %v167
  %v170 = icmp sge i64 %v163, 0
  %v171 = and i1 %v169, %v170
  %v172 = and i32 %v2, 24
  %v173 = icmp eq i32 %v172, 0
  %v174 = and i32 %v3, 3
  %v175 = icmp eq i32 %v174, 0
  %v176 = and i1 %v173, %v175
  br i1 %v176, label %st_owner4, label %join5
st_owner4:
  br i1 %v171, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v177 = icmp ult i64 %v166, %v167
  %v178 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v166
  %v179 = fptrunc float %v144 to half
  %v180 = fptrunc float %v145 to half
  %v181 = fptrunc float %v146 to half
  %v182 = fptrunc float %v147 to half
  %v183 = fptrunc float %v148 to half
  %v184 = fptrunc float %v149 to half
  %v185 = fptrunc float %v150 to half
  %v186 = fptrunc float %v151 to half
  %v187 = bitcast half %v179 to i16
  %v188 = zext i16 %v187 to i32
  %v189 = bitcast half %v180 to i16
  %v190 = zext i16 %v189 to i32
  %v191 = shl i32 %v190, 16
  %v192 = or i32 %v188, %v191
  %v193 = bitcast half %v181 to i16
  %v194 = zext i16 %v193 to i32
  %v195 = bitcast half %v182 to i16
  %v196 = zext i16 %v195 to i32
  %v197 = shl i32 %v196, 16
  %v198 = or i32 %v194, %v197
  %v199 = bitcast half %v183 to i16
  %v200 = zext i16 %v199 to i32
  %v201 = bitcast half %v184 to i16
  %v202 = zext i16 %v201 to i32
  %v203 = shl i32 %v202, 16
  %v204 = or i32 %v200, %v203
  %v205 = bitcast half %v185 to i16
  %v206 = zext i16 %v205 to i32
  %v207 = bitcast half %v186 to i16
  %v208 = zext i16 %v207 to i32
  %v209 = shl i32 %v208, 16
  %v210 = or i32 %v206, %v209
  %v211 = insertelement <4 x i32> undef, i32 %v192, i32 0
  %v212 = insertelement <4 x i32> %v211, i32 %v198, i32 1
  %v213 = insertelement <4 x i32> %v212, i32 %v204, i32 2
  %v214 = insertelement <4 x i32> %v213, i32 %v210, i32 3
  %v215 = bitcast half addrspace(1)* %v178 to <4 x i32> addrspace(1)*
  store <4 x i32> %v214, <4 x i32> addrspace(1)* %v215, align 16
  br label %st_done8
st_edge7:
  %v216 = icmp ult i64 %v166, %v167
  %v217 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v166
  br i1 %v216, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v218 = fptrunc float %v144 to half
  %v219 = fptrunc float %v145 to half
  %v220 = fptrunc float %v146 to half
  %v221 = fptrunc float %v147 to half
  %v222 = fptrunc float %v148 to half
  %v223 = fptrunc float %v149 to half
  %v224 = fptrunc float %v150 to half
  %v225 = fptrunc float %v151 to half
  %v226 = bitcast half %v218 to i16
  %v227 = zext i16 %v226 to i32
  %v228 = bitcast half %v219 to i16
  %v229 = zext i16 %v228 to i32
  %v230 = shl i32 %v229, 16
  %v231 = or i32 %v227, %v230
  %v232 = bitcast half %v220 to i16
  %v233 = zext i16 %v232 to i32
  %v234 = bitcast half %v221 to i16
  %v235 = zext i16 %v234 to i32
  %v236 = shl i32 %v235, 16
  %v237 = or i32 %v233, %v236
  %v238 = bitcast half %v222 to i16
  %v239 = zext i16 %v238 to i32
  %v240 = bitcast half %v223 to i16
  %v241 = zext i16 %v240 to i32
  %v242 = shl i32 %v241, 16
  %v243 = or i32 %v239, %v242
  %v244 = bitcast half %v224 to i16
  %v245 = zext i16 %v244 to i32
  %v246 = bitcast half %v225 to i16
  %v247 = zext i16 %v246 to i32
  %v248 = shl i32 %v247, 16
  %v249 = or i32 %v245, %v248
  %v250 = insertelement <4 x i32> undef, i32 %v231, i32 0
  %v251 = insertelement <4 x i32> %v250, i32 %v237, i32 1
  %v252 = insertelement <4 x i32> %v251, i32 %v243, i32 2
  %v253 = insertelement <4 x i32> %v252, i32 %v249, i32 3
  %v254 = bitcast half addrspace(1)* %v217 to <4 x i32> addrspace(1)*
  store <4 x i32> %v253, <4 x i32> addrspace(1)* %v254, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_zero, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_zero, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_neg_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_neg_inf(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v28 = load half, half addrspace(1)* %v27, align 2
  %v29 = fpext half %v28 to float
  %v30 = add i64 %v20, 1
  %v31 = add i64 %v20, 1
  %v32 = icmp ult i64 %v31, %v21
  %v33 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v34 = load half, half addrspace(1)* %v33, align 2
  %v35 = fpext half %v34 to float
  %v36 = add i64 %v20, 2
  %v37 = add i64 %v20, 2
  %v38 = icmp ult i64 %v37, %v21
  %v39 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v36
  %v40 = load half, half addrspace(1)* %v39, align 2
  %v41 = fpext half %v40 to float
  %v42 = add i64 %v20, 3
  %v43 = add i64 %v20, 3
  %v44 = icmp ult i64 %v43, %v21
  %v45 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v42
  %v46 = load half, half addrspace(1)* %v45, align 2
  %v47 = fpext half %v46 to float
  %v48 = add i64 %v20, 4
  %v49 = add i64 %v20, 4
  %v50 = icmp ult i64 %v49, %v21
  %v51 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v48
  %v52 = load half, half addrspace(1)* %v51, align 2
  %v53 = fpext half %v52 to float
  %v54 = add i64 %v20, 5
  %v55 = add i64 %v20, 5
  %v56 = icmp ult i64 %v55, %v21
  %v57 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v58 = load half, half addrspace(1)* %v57, align 2
  %v59 = fpext half %v58 to float
  %v60 = add i64 %v20, 6
  %v61 = add i64 %v20, 6
  %v62 = icmp ult i64 %v61, %v21
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v60
  %v64 = load half, half addrspace(1)* %v63, align 2
  %v65 = fpext half %v64 to float
  %v66 = add i64 %v20, 7
  %v67 = add i64 %v20, 7
  %v68 = icmp ult i64 %v67, %v21
  %v69 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v66
  %v70 = load half, half addrspace(1)* %v69, align 2
  %v71 = fpext half %v70 to float
  br label %ld_done3
ld_edge2:
  %v72 = fptrunc float 0xFFF0000000000000 to half
  %v73 = bitcast half %v72 to i16
  %v74 = icmp ult i64 %v20, %v21
  %v75 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v76 = ptrtoint half addrspace(1)* %v75 to i64
  %v77 = zext i1 %v74 to i32
  %v78 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v76, i32 %v77, i16 %v73)
  %v79 = bitcast i16 %v78 to half
  %v80 = fpext half %v79 to float
  %v81 = add i64 %v20, 1
  %v82 = add i64 %v20, 1
  %v83 = icmp ult i64 %v82, %v21
  %v84 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v81
  %v85 = ptrtoint half addrspace(1)* %v84 to i64
  %v86 = zext i1 %v83 to i32
  %v87 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v85, i32 %v86, i16 %v73)
  %v88 = bitcast i16 %v87 to half
  %v89 = fpext half %v88 to float
  %v90 = add i64 %v20, 2
  %v91 = add i64 %v20, 2
  %v92 = icmp ult i64 %v91, %v21
  %v93 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v90
  %v94 = ptrtoint half addrspace(1)* %v93 to i64
  %v95 = zext i1 %v92 to i32
  %v96 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v94, i32 %v95, i16 %v73)
  %v97 = bitcast i16 %v96 to half
  %v98 = fpext half %v97 to float
  %v99 = add i64 %v20, 3
  %v100 = add i64 %v20, 3
  %v101 = icmp ult i64 %v100, %v21
  %v102 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v99
  %v103 = ptrtoint half addrspace(1)* %v102 to i64
  %v104 = zext i1 %v101 to i32
  %v105 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v103, i32 %v104, i16 %v73)
  %v106 = bitcast i16 %v105 to half
  %v107 = fpext half %v106 to float
  %v108 = add i64 %v20, 4
  %v109 = add i64 %v20, 4
  %v110 = icmp ult i64 %v109, %v21
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v108
  %v112 = ptrtoint half addrspace(1)* %v111 to i64
  %v113 = zext i1 %v110 to i32
  %v114 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v112, i32 %v113, i16 %v73)
  %v115 = bitcast i16 %v114 to half
  %v116 = fpext half %v115 to float
  %v117 = add i64 %v20, 5
  %v118 = add i64 %v20, 5
  %v119 = icmp ult i64 %v118, %v21
  %v120 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v117
  %v121 = ptrtoint half addrspace(1)* %v120 to i64
  %v122 = zext i1 %v119 to i32
  %v123 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v121, i32 %v122, i16 %v73)
  %v124 = bitcast i16 %v123 to half
  %v125 = fpext half %v124 to float
  %v126 = add i64 %v20, 6
  %v127 = add i64 %v20, 6
  %v128 = icmp ult i64 %v127, %v21
  %v129 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v126
  %v130 = ptrtoint half addrspace(1)* %v129 to i64
  %v131 = zext i1 %v128 to i32
  %v132 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v130, i32 %v131, i16 %v73)
  %v133 = bitcast i16 %v132 to half
  %v134 = fpext half %v133 to float
  %v135 = add i64 %v20, 7
  %v136 = add i64 %v20, 7
  %v137 = icmp ult i64 %v136, %v21
  %v138 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v135
  %v139 = ptrtoint half addrspace(1)* %v138 to i64
  %v140 = zext i1 %v137 to i32
  %v141 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v139, i32 %v140, i16 %v73)
  %v142 = bitcast i16 %v141 to half
  %v143 = fpext half %v142 to float
  br label %ld_done3
ld_done3:
  %v144 = phi float [ %v29, %ld_full1 ], [ %v80, %ld_edge2 ]
  %v145 = phi float [ %v35, %ld_full1 ], [ %v89, %ld_edge2 ]
  %v146 = phi float [ %v41, %ld_full1 ], [ %v98, %ld_edge2 ]
  %v147 = phi float [ %v47, %ld_full1 ], [ %v107, %ld_edge2 ]
  %v148 = phi float [ %v53, %ld_full1 ], [ %v116, %ld_edge2 ]
  %v149 = phi float [ %v59, %ld_full1 ], [ %v125, %ld_edge2 ]
  %v150 = phi float [ %v65, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v151 = phi float [ %v71, %ld_full1 ], [ %v143, %ld_edge2 ]
  %v152 = and i32 %v2, 1
  %v153 = shl i32 %v152, 3
  %v154 = lshr i32 %v2, 1
  %v155 = and i32 %v154, 1
  %v156 = shl i32 %v155, 4
  %v157 = or i32 %v153, %v156
  %v158 = lshr i32 %v2, 2
  %v159 = and i32 %v158, 1
  %v160 = shl i32 %v159, 5
  %v161 = or i32 %v157, %v160
  %v162 = and i32 %v161, 63
  %v163 = sext i32 %v4 to i64
  %v164 = mul i64 %v163, 64
  %v165 = zext i32 %v162 to i64
  %v166 = add i64 %v164, %v165
  %v167 = zext i32 %p4 to i64
  %v168 = add i64 %v164, 64
  %v169 = icmp sle i64 %v168, %v167
  %v170 = icmp sge i64 %v163, 0
  %v171 = and i1 %v169, %v170
  %v172 = and i32 %v2, 24
  %v173 = icmp eq i32 %v172, 0
  %v174 = and i32 %v3, 3
  %v175 = icmp eq i32 %v174, 0
  %v176 = and i1 %v173, %v175
  br i1 %v176, label %st_owner4, label %join5
st_owner4:
  br i1 %v171, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v177 = icmp ult i64 %v166, %v167
  %v178 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v166
  %v179 = fptrunc float %v144 to half
  %v180 = fptrunc float %v145 to half
  %v181 = fptrunc float %v146 to half
  %v182 = fptrunc float %v147 to half
  %v183 = fptrunc float %v148 to half
  %v184 = fptrunc float %v149 to half
  %v185 = fptrunc float %v150 to half
  %v186 = fptrunc float %v151 to half
  %v187 = bitcast half %v179 to i16
  %v188 = zext i16 %v187 to i32
  %v189 = bitcast half %v180 to i16
  %v190 = zext i16 %v189 to i32
  %v191 = shl i32 %v190, 16
  %v192 = or i32 %v188, %v191
  %v193 = bitcast half %v181 to i16
  %v194 = zext i16 %v193 to i32
  %v195 = bitcast half %v182 to i16
  %v196 = zext i16 %v195 to i32
  %v197 = shl i32 %v196, 16
  %v198 = or i32 %v194, %v197
  %v199 = bitcast half %v183 to i16
  %v200 = zext i16 %v199 to i32
  %v201 = bitcast half %v184 to i16
  %v202 = zext i16 %v201 to i32
  %v203 = shl i32 %v202, 16
  %v204 = or i32 %v200, %v203
  %v205 = bitcast half %v185 to i16
  %v206 = zext i16 %v205 to i32
  %v207 = bitcast half %v186 to i16
  %v208 = zext i16 %v207 to i32
  %v209 = shl i32 %v208, 16
  %v210 = or i32 %v206, %v209
  %v211 = insertelement <4 x i32> undef, i32 %v192, i32 0
  %v212 = insertelement <4 x i32> %v211, i32 %v198, i32 1
  %v213 = insertelement <4 x i32> %v212, i32 %v204, i32 2
  %v214 = insertelement <4 x i32> %v213, i32 %v210, i32 3
  %v215 = bitcast half addrspace(1)* %v178 to <4 x i32> addrspace(1)*
  store <4 x i32> %v214, <4 x i32> addrspace(1)* %v215, align 16
  br label %st_done8
st_edge7:
  %v216 = icmp ult i64 %v166, %v167
  %v217 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v166
  br i1 %v216, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v218 = fptrunc float %v144 to half
  %v219 = fptrunc float %v145 to half
  %v220 = fptrunc float %v146 to half
  %v221 = fptrunc float %v147 to half
  %v222 = fptrunc float %v148 to half
  %v223 = fptrunc float %v149 to half
  %v224 = fptrunc float %v150 to half
  %v225 = fptrunc float %v151 to half
  %v226 = bitcast half %v218 to i16
  %v227 = zext i16 %v226 to i32
  %v228 = bitcast half %v219 to i16
  %v229 = zext i16 %v228 to i32
  %v230 = shl i32 %v229, 16
  %v231 = or i32 %v227, %v230
  %v232 = bitcast half %v220 to i16
  %v233 = zext i16 %v232 to i32
  %v234 = bitcast half %v221 to i16
  %v235 = zext i16 %v234 to i32
  %v236 = shl i32 %v235, 16
  %v237 = or i32 %v233, %v236
  %v238 = bitcast half %v222 to i16
  %v239 = zext i16 %v238 to i32
  %v240 = bitcast half %v223 to i16
  %v241 = zext i16 %v240 to i32
  %v242 = shl i32 %v241, 16
  %v243 = or i32 %v239, %v242
  %v244 = bitcast half %v224 to i16
  %v245 = zext i16 %v244 to i32
  %v246 = bitcast half %v225 to i16
  %v247 = zext i16 %v246 to i32
  %v248 = shl i32 %v247, 16
  %v249 = or i32 %v245, %v248
  %v250 = insertelement <4 x i32> undef, i32 %v231, i32 0
  %v251 = insertelement <4 x i32> %v250, i32 %v237, i32 1
  %v252 = insertelement <4 x i32> %v251, i32 %v243, i32 2
  %v253 = insertelement <4 x i32> %v252, i32 %v249, i32 3
  %v254 = bitcast half addrspace(1)* %v217 to <4 x i32> addrspace(1)*
  store <4 x i32> %v253, <4 x i32> addrspace(1)* %v254, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_neg_inf, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_neg_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v28 = load half, half addrspace(1)* %v27, align 2
  %v29 = fpext half %v28 to float
  %v30 = add i64 %v20, 1
  %v31 = add i64 %v20, 1
  %v32 = icmp ult i64 %v31, %v21
  %v33 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v34 = load half, half addrspace(1)* %v33, align 2
  %v35 = fpext half %v34 to float
  %v36 = add i64 %v20, 2
  %v37 = add i64 %v20, 2
  %v38 = icmp ult i64 %v37, %v21
  %v39 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v36
  %v40 = load half, half addrspace(1)* %v39, align 2
  %v41 = fpext half %v40 to float
  %v42 = add i64 %v20, 3
  %v43 = add i64 %v20, 3
  %v44 = icmp ult i64 %v43, %v21
  %v45 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v42
  %v46 = load half, half addrspace(1)* %v45, align 2
  %v47 = fpext half %v46 to float
  %v48 = add i64 %v20, 4
  %v49 = add i64 %v20, 4
  %v50 = icmp ult i64 %v49, %v21
  %v51 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v48
  %v52 = load half, half addrspace(1)* %v51, align 2
  %v53 = fpext half %v52 to float
  %v54 = add i64 %v20, 5
  %v55 = add i64 %v20, 5
  %v56 = icmp ult i64 %v55, %v21
  %v57 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v58 = load half, half addrspace(1)* %v57, align 2
  %v59 = fpext half %v58 to float
  %v60 = add i64 %v20, 6
  %v61 = add i64 %v20, 6
  %v62 = icmp ult i64 %v61, %v21
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v60
  %v64 = load half, half addrspace(1)* %v63, align 2
  %v65 = fpext half %v64 to float
  %v66 = add i64 %v20, 7
  %v67 = add i64 %v20, 7
  %v68 = icmp ult i64 %v67, %v21
  %v69 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v66
  %v70 = load half, half addrspace(1)* %v69, align 2
  %v71 = fpext half %v70 to float
  br label %ld_done3
ld_edge2:
  %v72 = fptrunc float 0x7FF0000000000000 to half
  %v73 = bitcast half %v72 to i16
  %v74 = icmp ult i64 %v20, %v21
  %v75 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v76 = ptrtoint half addrspace(1)* %v75 to i64
  %v77 = zext i1 %v74 to i32
  %v78 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v76, i32 %v77, i16 %v73)
  %v79 = bitcast i16 %v78 to half
  %v80 = fpext half %v79 to float
  %v81 = add i64 %v20, 1
  %v82 = add i64 %v20, 1
  %v83 = icmp ult i64 %v82, %v21
  %v84 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v81
  %v85 = ptrtoint half addrspace(1)* %v84 to i64
  %v86 = zext i1 %v83 to i32
  %v87 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v85, i32 %v86, i16 %v73)
  %v88 = bitcast i16 %v87 to half
  %v89 = fpext half %v88 to float
  %v90 = add i64 %v20, 2
  %v91 = add i64 %v20, 2
  %v92 = icmp ult i64 %v91, %v21
  %v93 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v90
  %v94 = ptrtoint half addrspace(1)* %v93 to i64
  %v95 = zext i1 %v92 to i32
  %v96 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v94, i32 %v95, i16 %v73)
  %v97 = bitcast i16 %v96 to half
  %v98 = fpext half %v97 to float
  %v99 = add i64 %v20, 3
  %v100 = add i64 %v20, 3
  %v101 = icmp ult i64 %v100, %v21
  %v102 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v99
  %v103 = ptrtoint half addrspace(1)* %v102 to i64
  %v104 = zext i1 %v101 to i32
  %v105 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v103, i32 %v104, i16 %v73)
  %v106 = bitcast i16 %v105 to half
  %v107 = fpext half %v106 to float
  %v108 = add i64 %v20, 4
  %v109 = add i64 %v20, 4
  %v110 = icmp ult i64 %v109, %v21
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v108
  %v112 = ptrtoint half addrspace(1)* %v111 to i64
  %v113 = zext i1 %v110 to i32
  %v114 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v112, i32 %v113, i16 %v73)
  %v115 = bitcast i16 %v114 to half
  %v116 = fpext half %v115 to float
  %v117 = add i64 %v20, 5
  %v118 = add i64 %v20, 5
  %v119 = icmp ult i64 %v118, %v21
  %v120 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v117
  %v121 = ptrtoint half addrspace(1)* %v120 to i64
  %v122 = zext i1 %v119 to i32
  %v123 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v121, i32 %v122, i16 %v73)
  %v124 = bitcast i16 %v123 to half
  %v125 = fpext half %v124 to float
  %v126 = add i64 %v20, 6
  %v127 = add i64 %v20, 6
  %v128 = icmp ult i64 %v127, %v21
  %v129 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v126
  %v130 = ptrtoint half addrspace(1)* %v129 to i64
  %v131 = zext i1 %v128 to i32
  %v132 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v130, i32 %v131, i16 %v73)
  %v133 = bitcast i16 %v132 to half
  %v134 = fpext half %v133 to float
  %v135 = add i64 %v20, 7
  %v136 = add i64 %v20, 7
  %v137 = icmp ult i64 %v136, %v21
  %v138 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v135
  %v139 = ptrtoint half addrspace(1)* %v138 to i64
  %v140 = zext i1 %v137 to i32
  %v141 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v139, i32 %v140, i16 %v73)
  %v142 = bitcast i16 %v141 to half
  %v143 = fpext half %v142 to float
  br label %ld_done3
ld_done3:
  %v144 = phi float [ %v29, %ld_full1 ], [ %v80, %ld_edge2 ]
  %v145 = phi float [ %v35, %ld_full1 ], [ %v89, %ld_edge2 ]
  %v146 = phi float [ %v41, %ld_full1 ], [ %v98, %ld_edge2 ]
  %v147 = phi float [ %v47, %ld_full1 ], [ %v107, %ld_edge2 ]
  %v148 = phi float [ %v53, %ld_full1 ], [ %v116, %ld_edge2 ]
  %v149 = phi float [ %v59, %ld_full1 ], [ %v125, %ld_edge2 ]
  %v150 = phi float [ %v65, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v151 = phi float [ %v71, %ld_full1 ], [ %v143, %ld_edge2 ]
  %v152 = and i32 %v2, 1
  %v153 = shl i32 %v152, 3
  %v154 = lshr i32 %v2, 1
  %v155 = and i32 %v154, 1
  %v156 = shl i32 %v155, 4
  %v157 = or i32 %v153, %v156
  %v158 = lshr i32 %v2, 2
  %v159 = and i32 %v158, 1
  %v160 = shl i32 %v159, 5
  %v161 = or i32 %v157, %v160
  %v162 = and i32 %v161, 63
  %v163 = sext i32 %v4 to i64
  %v164 = mul i64 %v163, 64
  %v165 = zext i32 %v162 to i64
  %v166 = add i64 %v164, %v165
  %v167 = zext i32 %p4 to i64
  %v168 = add i64 %v164, 64
  %v169 = icmp sle i64 %v168, %v167
  %v170 = icmp sge i64 %v163, 0
  %v171 = and i1 %v169, %v170
  %v172 = and i32 %v2, 24
  %v173 = icmp eq i32 %v172, 0
  %v174 = and i32 %v3, 3
  %v175 = icmp eq i32 %v174, 0
  %v176 = and i1 %v173, %v175
  br i1 %v176, label %st_owner4, label %join5
st_owner4:
  br i1 %v171, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v177 = icmp ult i64 %v166, %v167
  %v178 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v166
  %v179 = fptrunc float %v144 to half
  %v180 = fptrunc float %v145 to half
  %v181 = fptrunc float %v146 to half
  %v182 = fptrunc float %v147 to half
  %v183 = fptrunc float %v148 to half
  %v184 = fptrunc float %v149 to half
  %v185 = fptrunc float %v150 to half
  %v186 = fptrunc float %v151 to half
  %v187 = bitcast half %v179 to i16
  %v188 = zext i16 %v187 to i32
  %v189 = bitcast half %v180 to i16
  %v190 = zext i16 %v189 to i32
  %v191 = shl i32 %v190, 16
  %v192 = or i32 %v188, %v191
  %v193 = bitcast half %v181 to i16
  %v194 = zext i16 %v193 to i32
  %v195 = bitcast half %v182 to i16
  %v196 = zext i16 %v195 to i32
  %v197 = shl i32 %v196, 16
  %v198 = or i32 %v194, %v197
  %v199 = bitcast half %v183 to i16
  %v200 = zext i16 %v199 to i32
  %v201 = bitcast half %v184 to i16
  %v202 = zext i16 %v201 to i32
  %v203 = shl i32 %v202, 16
  %v204 = or i32 %v200, %v203
  %v205 = bitcast half %v185 to i16
  %v206 = zext i16 %v205 to i32
  %v207 = bitcast half %v186 to i16
  %v208 = zext i16 %v207 to i32
  %v209 = shl i32 %v208, 16
  %v210 = or i32 %v206, %v209
  %v211 = insertelement <4 x i32> undef, i32 %v192, i32 0
  %v212 = insertelement <4 x i32> %v211, i32 %v198, i32 1
  %v213 = insertelement <4 x i32> %v212, i32 %v204, i32 2
  %v214 = insertelement <4 x i32> %v213, i32 %v210, i32 3
  %v215 = bitcast half addrspace(1)* %v178 to <4 x i32> addrspace(1)*
  store <4 x i32> %v214, <4 x i32> addrspace(1)* %v215, align 16
  br label %st_done8
st_edge7:
  %v216 = icmp ult i64 %v166, %v167
  %v217 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v166
  br i1 %v216, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v218 = fptrunc float %v144 to half
  %v219 = fptrunc float %v145 to half
  %v220 = fptrunc float %v146 to half
  %v221 = fptrunc float %v147 to half
  %v222 = fptrunc float %v148 to half
  %v223 = fptrunc float %v149 to half
  %v224 = fptrunc float %v150 to half
  %v225 = fptrunc float %v151 to half
  %v226 = bitcast half %v218 to i16
  %v227 = zext i16 %v226 to i32
  %v228 = bitcast half %v219 to i16
  %v229 = zext i16 %v228 to i32
  %v230 = shl i32 %v229, 16
  %v231 = or i32 %v227, %v230
  %v232 = bitcast half %v220 to i16
  %v233 = zext i16 %v232 to i32
  %v234 = bitcast half %v221 to i16
  %v235 = zext i16 %v234 to i32
  %v236 = shl i32 %v235, 16
  %v237 = or i32 %v233, %v236
  %v238 = bitcast half %v222 to i16
  %v239 = zext i16 %v238 to i32
  %v240 = bitcast half %v223 to i16
  %v241 = zext i16 %v240 to i32
  %v242 = shl i32 %v241, 16
  %v243 = or i32 %v239, %v242
  %v244 = bitcast half %v224 to i16
  %v245 = zext i16 %v244 to i32
  %v246 = bitcast half %v225 to i16
  %v247 = zext i16 %v246 to i32
  %v248 = shl i32 %v247, 16
  %v249 = or i32 %v245, %v248
  %v250 = insertelement <4 x i32> undef, i32 %v231, i32 0
  %v251 = insertelement <4 x i32> %v250, i32 %v237, i32 1
  %v252 = insertelement <4 x i32> %v251, i32 %v243, i32 2
  %v253 = insertelement <4 x i32> %v252, i32 %v249, i32 3
  %v254 = bitcast half addrspace(1)* %v217 to <4 x i32> addrspace(1)*
  store <4 x i32> %v253, <4 x i32> addrspace(1)* %v254, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_pos_inf, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_pos_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_nan [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_nan(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v28 = load half, half addrspace(1)* %v27, align 2
  %v29 = fpext half %v28 to float
  %v30 = add i64 %v20, 1
  %v31 = add i64 %v20, 1
  %v32 = icmp ult i64 %v31, %v21
  %v33 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v34 = load half, half addrspace(1)* %v33, align 2
  %v35 = fpext half %v34 to float
  %v36 = add i64 %v20, 2
  %v37 = add i64 %v20, 2
  %v38 = icmp ult i64 %v37, %v21
  %v39 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v36
  %v40 = load half, half addrspace(1)* %v39, align 2
  %v41 = fpext half %v40 to float
  %v42 = add i64 %v20, 3
  %v43 = add i64 %v20, 3
  %v44 = icmp ult i64 %v43, %v21
  %v45 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v42
  %v46 = load half, half addrspace(1)* %v45, align 2
  %v47 = fpext half %v46 to float
  %v48 = add i64 %v20, 4
  %v49 = add i64 %v20, 4
  %v50 = icmp ult i64 %v49, %v21
  %v51 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v48
  %v52 = load half, half addrspace(1)* %v51, align 2
  %v53 = fpext half %v52 to float
  %v54 = add i64 %v20, 5
  %v55 = add i64 %v20, 5
  %v56 = icmp ult i64 %v55, %v21
  %v57 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v58 = load half, half addrspace(1)* %v57, align 2
  %v59 = fpext half %v58 to float
  %v60 = add i64 %v20, 6
  %v61 = add i64 %v20, 6
  %v62 = icmp ult i64 %v61, %v21
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v60
  %v64 = load half, half addrspace(1)* %v63, align 2
  %v65 = fpext half %v64 to float
  %v66 = add i64 %v20, 7
  %v67 = add i64 %v20, 7
  %v68 = icmp ult i64 %v67, %v21
  %v69 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v66
  %v70 = load half, half addrspace(1)* %v69, align 2
  %v71 = fpext half %v70 to float
  br label %ld_done3
ld_edge2:
  %v72 = fptrunc float 0x7FF8000000000000 to half
  %v73 = bitcast half %v72 to i16
  %v74 = icmp ult i64 %v20, %v21
  %v75 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v20
  %v76 = ptrtoint half addrspace(1)* %v75 to i64
  %v77 = zext i1 %v74 to i32
  %v78 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v76, i32 %v77, i16 %v73)
  %v79 = bitcast i16 %v78 to half
  %v80 = fpext half %v79 to float
  %v81 = add i64 %v20, 1
  %v82 = add i64 %v20, 1
  %v83 = icmp ult i64 %v82, %v21
  %v84 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v81
  %v85 = ptrtoint half addrspace(1)* %v84 to i64
  %v86 = zext i1 %v83 to i32
  %v87 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v85, i32 %v86, i16 %v73)
  %v88 = bitcast i16 %v87 to half
  %v89 = fpext half %v88 to float
  %v90 = add i64 %v20, 2
  %v91 = add i64 %v20, 2
  %v92 = icmp ult i64 %v91, %v21
  %v93 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v90
  %v94 = ptrtoint half addrspace(1)* %v93 to i64
  %v95 = zext i1 %v92 to i32
  %v96 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v94, i32 %v95, i16 %v73)
  %v97 = bitcast i16 %v96 to half
  %v98 = fpext half %v97 to float
  %v99 = add i64 %v20, 3
  %v100 = add i64 %v20, 3
  %v101 = icmp ult i64 %v100, %v21
  %v102 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v99
  %v103 = ptrtoint half addrspace(1)* %v102 to i64
  %v104 = zext i1 %v101 to i32
  %v105 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v103, i32 %v104, i16 %v73)
  %v106 = bitcast i16 %v105 to half
  %v107 = fpext half %v106 to float
  %v108 = add i64 %v20, 4
  %v109 = add i64 %v20, 4
  %v110 = icmp ult i64 %v109, %v21
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v108
  %v112 = ptrtoint half addrspace(1)* %v111 to i64
  %v113 = zext i1 %v110 to i32
  %v114 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v112, i32 %v113, i16 %v73)
  %v115 = bitcast i16 %v114 to half
  %v116 = fpext half %v115 to float
  %v117 = add i64 %v20, 5
  %v118 = add i64 %v20, 5
  %v119 = icmp ult i64 %v118, %v21
  %v120 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v117
  %v121 = ptrtoint half addrspace(1)* %v120 to i64
  %v122 = zext i1 %v119 to i32
  %v123 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v121, i32 %v122, i16 %v73)
  %v124 = bitcast i16 %v123 to half
  %v125 = fpext half %v124 to float
  %v126 = add i64 %v20, 6
  %v127 = add i64 %v20, 6
  %v128 = icmp ult i64 %v127, %v21
  %v129 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v126
  %v130 = ptrtoint half addrspace(1)* %v129 to i64
  %v131 = zext i1 %v128 to i32
  %v132 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v130, i32 %v131, i16 %v73)
  %v133 = bitcast i16 %v132 to half
  %v134 = fpext half %v133 to float
  %v135 = add i64 %v20, 7
  %v136 = add i64 %v20, 7
  %v137 = icmp ult i64 %v136, %v21
  %v138 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v135
  %v139 = ptrtoint half addrspace(1)* %v138 to i64
  %v140 = zext i1 %v137 to i32
  %v141 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v139, i32 %v140, i16 %v73)
  %v142 = bitcast i16 %v141 to half
  %v143 = fpext half %v142 to float
  br label %ld_done3
ld_done3:
  %v144 = phi float [ %v29, %ld_full1 ], [ %v80, %ld_edge2 ]
  %v145 = phi float [ %v35, %ld_full1 ], [ %v89, %ld_edge2 ]
  %v146 = phi float [ %v41, %ld_full1 ], [ %v98, %ld_edge2 ]
  %v147 = phi float [ %v47, %ld_full1 ], [ %v107, %ld_edge2 ]
  %v148 = phi float [ %v53, %ld_full1 ], [ %v116, %ld_edge2 ]
  %v149 = phi float [ %v59, %ld_full1 ], [ %v125, %ld_edge2 ]
  %v150 = phi float [ %v65, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v151 = phi float [ %v71, %ld_full1 ], [ %v143, %ld_edge2 ]
  %v152 = and i32 %v2, 1
  %v153 = shl i32 %v152, 3
  %v154 = lshr i32 %v2, 1
  %v155 = and i32 %v154, 1
  %v156 = shl i32 %v155, 4
  %v157 = or i32 %v153, %v156
  %v158 = lshr i32 %v2, 2
  %v159 = and i32 %v158, 1
  %v160 = shl i32 %v159, 5
  %v161 = or i32 %v157, %v160
  %v162 = and i32 %v161, 63
  %v163 = sext i32 %v4 to i64
  %v164 = mul i64 %v163, 64
  %v165 = zext i32 %v162 to i64
  %v166 = add i64 %v164, %v165
  %v167 = zext i32 %p4 to i64
  %v168 = add i64 %v164, 64
  %v169 = icmp sle i64 %v168, %v167
  %v170 = icmp sge i64 %v163, 0
  %v171 = and i1 %v169, %v170
  %v172 = and i32 %v2, 24
  %v173 = icmp eq i32 %v172, 0
  %v174 = and i32 %v3, 3
  %v175 = icmp eq i32 %v174, 0
  %v176 = and i1 %v173, %v175
  br i1 %v176, label %st_owner4, label %join5
st_owner4:
  br i1 %v171, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v177 = icmp ult i64 %v166, %v167
  %v178 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v166
  %v179 = fptrunc float %v144 to half
  %v180 = fptrunc float %v145 to half
  %v181 = fptrunc float %v146 to half
  %v182 = fptrunc float %v147 to half
  %v183 = fptrunc float %v148 to half
  %v184 = fptrunc float %v149 to half
  %v185 = fptrunc float %v150 to half
  %v186 = fptrunc float %v151 to half
  %v187 = bitcast half %v179 to i16
  %v188 = zext i16 %v187 to i32
  %v189 = bitcast half %v180 to i16
  %v190 = zext i16 %v189 to i32
  %v191 = shl i32 %v190, 16
  %v192 = or i32 %v188, %v191
  %v193 = bitcast half %v181 to i16
  %v194 = zext i16 %v193 to i32
  %v195 = bitcast half %v182 to i16
  %v196 = zext i16 %v195 to i32
  %v197 = shl i32 %v196, 16
  %v198 = or i32 %v194, %v197
  %v199 = bitcast half %v183 to i16
  %v200 = zext i16 %v199 to i32
  %v201 = bitcast half %v184 to i16
  %v202 = zext i16 %v201 to i32
  %v203 = shl i32 %v202, 16
  %v204 = or i32 %v200, %v203
  %v205 = bitcast half %v185 to i16
  %v206 = zext i16 %v205 to i32
  %v207 = bitcast half %v186 to i16
  %v208 = zext i16 %v207 to i32
  %v209 = shl i32 %v208, 16
  %v210 = or i32 %v206, %v209
  %v211 = insertelement <4 x i32> undef, i32 %v192, i32 0
  %v212 = insertelement <4 x i32> %v211, i32 %v198, i32 1
  %v213 = insertelement <4 x i32> %v212, i32 %v204, i32 2
  %v214 = insertelement <4 x i32> %v213, i32 %v210, i32 3
  %v215 = bitcast half addrspace(1)* %v178 to <4 x i32> addrspace(1)*
  store <4 x i32> %v214, <4 x i32> addrspace(1)* %v215, align 16
  br label %st_done8
st_edge7:
  %v216 = icmp ult i64 %v166, %v167
  %v217 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v166
  br i1 %v216, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v218 = fptrunc float %v144 to half
  %v219 = fptrunc float %v145 to half
  %v220 = fptrunc float %v146 to half
  %v221 = fptrunc float %v147 to half
  %v222 = fptrunc float %v148 to half
  %v223 = fptrunc float %v149 to half
  %v224 = fptrunc float %v150 to half
  %v225 = fptrunc float %v151 to half
  %v226 = bitcast half %v218 to i16
  %v227 = zext i16 %v226 to i32
  %v228 = bitcast half %v219 to i16
  %v229 = zext i16 %v228 to i32
  %v230 = shl i32 %v229, 16
  %v231 = or i32 %v227, %v230
  %v232 = bitcast half %v220 to i16
  %v233 = zext i16 %v232 to i32
  %v234 = bitcast half %v221 to i16
  %v235 = zext i16 %v234 to i32
  %v236 = shl i32 %v235, 16
  %v237 = or i32 %v233, %v236
  %v238 = bitcast half %v222 to i16
  %v239 = zext i16 %v238 to i32
  %v240 = bitcast half %v223 to i16
  %v241 = zext i16 %v240 to i32
  %v242 = shl i32 %v241, 16
  %v243 = or i32 %v239, %v242
  %v244 = bitcast half %v224 to i16
  %v245 = zext i16 %v244 to i32
  %v246 = bitcast half %v225 to i16
  %v247 = zext i16 %v246 to i32
  %v248 = shl i32 %v247, 16
  %v249 = or i32 %v245, %v248
  %v250 = insertelement <4 x i32> undef, i32 %v231, i32 0
  %v251 = insertelement <4 x i32> %v250, i32 %v237, i32 1
  %v252 = insertelement <4 x i32> %v251, i32 %v243, i32 2
  %v253 = insertelement <4 x i32> %v252, i32 %v249, i32 3
  %v254 = bitcast half addrspace(1)* %v217 to <4 x i32> addrspace(1)*
  store <4 x i32> %v253, <4 x i32> addrspace(1)* %v254, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_nan, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @pad_nan, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_zero [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_zero(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v28 = bitcast i16 addrspace(1)* %v27 to <4 x i32> addrspace(1)*
  %v29 = load <4 x i32>, <4 x i32> addrspace(1)* %v28, align 16
  %v30 = extractelement <4 x i32> %v29, i32 0
  %v31 = trunc i32 %v30 to i16
  %v32 = zext i16 %v31 to i32
  %v33 = shl i32 %v32, 16
  %v34 = bitcast i32 %v33 to float
  %v35 = extractelement <4 x i32> %v29, i32 0
  %v36 = lshr i32 %v35, 16
  %v37 = trunc i32 %v36 to i16
  %v38 = zext i16 %v37 to i32
  %v39 = shl i32 %v38, 16
  %v40 = bitcast i32 %v39 to float
  %v41 = extractelement <4 x i32> %v29, i32 1
  %v42 = trunc i32 %v41 to i16
  %v43 = zext i16 %v42 to i32
  %v44 = shl i32 %v43, 16
  %v45 = bitcast i32 %v44 to float
  %v46 = extractelement <4 x i32> %v29, i32 1
  %v47 = lshr i32 %v46, 16
  %v48 = trunc i32 %v47 to i16
  %v49 = zext i16 %v48 to i32
  %v50 = shl i32 %v49, 16
  %v51 = bitcast i32 %v50 to float
  %v52 = extractelement <4 x i32> %v29, i32 2
  %v53 = trunc i32 %v52 to i16
  %v54 = zext i16 %v53 to i32
  %v55 = shl i32 %v54, 16
  %v56 = bitcast i32 %v55 to float
  %v57 = extractelement <4 x i32> %v29, i32 2
  %v58 = lshr i32 %v57, 16
  %v59 = trunc i32 %v58 to i16
  %v60 = zext i16 %v59 to i32
  %v61 = shl i32 %v60, 16
  %v62 = bitcast i32 %v61 to float
  %v63 = extractelement <4 x i32> %v29, i32 3
  %v64 = trunc i32 %v63 to i16
  %v65 = zext i16 %v64 to i32
  %v66 = shl i32 %v65, 16
  %v67 = bitcast i32 %v66 to float
  %v68 = extractelement <4 x i32> %v29, i32 3
  %v69 = lshr i32 %v68, 16
  %v70 = trunc i32 %v69 to i16
  %v71 = zext i16 %v70 to i32
  %v72 = shl i32 %v71, 16
  %v73 = bitcast i32 %v72 to float
  br label %ld_done3
ld_edge2:
  %v74 = bitcast float 0x0000000000000000 to i32
  %v75 = lshr i32 %v74, 16
  %v76 = trunc i32 %v75 to i16
  %v77 = zext i16 %v76 to i32
  %v78 = zext i16 %v76 to i32
  %v79 = shl i32 %v78, 16
  %v80 = or i32 %v77, %v79
  %v81 = icmp ult i64 %v20, %v21
  %v82 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v83 = bitcast i16 addrspace(1)* %v82 to <4 x i32> addrspace(1)*
  %v84 = ptrtoint <4 x i32> addrspace(1)* %v83 to i64
  %v85 = zext i1 %v81 to i32
  %v86 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v84, i32 %v85, i32 %v80, i32 %v80, i32 %v80, i32 %v80)
  %v87 = extractvalue {i32, i32, i32, i32} %v86, 0
  %v88 = extractvalue {i32, i32, i32, i32} %v86, 1
  %v89 = extractvalue {i32, i32, i32, i32} %v86, 2
  %v90 = extractvalue {i32, i32, i32, i32} %v86, 3
  %v91 = insertelement <4 x i32> undef, i32 %v87, i32 0
  %v92 = insertelement <4 x i32> %v91, i32 %v88, i32 1
  %v93 = insertelement <4 x i32> %v92, i32 %v89, i32 2
  %v94 = insertelement <4 x i32> %v93, i32 %v90, i32 3
  %v95 = extractelement <4 x i32> %v94, i32 0
  %v96 = trunc i32 %v95 to i16
  %v97 = zext i16 %v96 to i32
  %v98 = shl i32 %v97, 16
  %v99 = bitcast i32 %v98 to float
  %v100 = extractelement <4 x i32> %v94, i32 0
  %v101 = lshr i32 %v100, 16
  %v102 = trunc i32 %v101 to i16
  %v103 = zext i16 %v102 to i32
  %v104 = shl i32 %v103, 16
  %v105 = bitcast i32 %v104 to float
  %v106 = extractelement <4 x i32> %v94, i32 1
  %v107 = trunc i32 %v106 to i16
  %v108 = zext i16 %v107 to i32
  %v109 = shl i32 %v108, 16
  %v110 = bitcast i32 %v109 to float
  %v111 = extractelement <4 x i32> %v94, i32 1
  %v112 = lshr i32 %v111, 16
  %v113 = trunc i32 %v112 to i16
  %v114 = zext i16 %v113 to i32
  %v115 = shl i32 %v114, 16
  %v116 = bitcast i32 %v115 to float
  %v117 = extractelement <4 x i32> %v94, i32 2
  %v118 = trunc i32 %v117 to i16
  %v119 = zext i16 %v118 to i32
  %v120 = shl i32 %v119, 16
  %v121 = bitcast i32 %v120 to float
  %v122 = extractelement <4 x i32> %v94, i32 2
  %v123 = lshr i32 %v122, 16
  %v124 = trunc i32 %v123 to i16
  %v125 = zext i16 %v124 to i32
  %v126 = shl i32 %v125, 16
  %v127 = bitcast i32 %v126 to float
  %v128 = extractelement <4 x i32> %v94, i32 3
  %v129 = trunc i32 %v128 to i16
  %v130 = zext i16 %v129 to i32
  %v131 = shl i32 %v130, 16
  %v132 = bitcast i32 %v131 to float
  %v133 = extractelement <4 x i32> %v94, i32 3
  %v134 = lshr i32 %v133, 16
  %v135 = trunc i32 %v134 to i16
  %v136 = zext i16 %v135 to i32
  %v137 = shl i32 %v136, 16
  %v138 = bitcast i32 %v137 to float
  br label %ld_done3
ld_done3:
  %v139 = phi float [ %v34, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v140 = phi float [ %v40, %ld_full1 ], [ %v105, %ld_edge2 ]
  %v141 = phi float [ %v45, %ld_full1 ], [ %v110, %ld_edge2 ]
  %v142 = phi float [ %v51, %ld_full1 ], [ %v116, %ld_edge2 ]
  %v143 = phi float [ %v56, %ld_full1 ], [ %v121, %ld_edge2 ]
  %v144 = phi float [ %v62, %ld_full1 ], [ %v127, %ld_edge2 ]
  %v145 = phi float [ %v67, %ld_full1 ], [ %v132, %ld_edge2 ]
  %v146 = phi float [ %v73, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v147 = and i32 %v2, 1
  %v148 = shl i32 %v147, 3
  %v149 = lshr i32 %v2, 1
  %v150 = and i32 %v149, 1
  %v151 = shl i32 %v150, 4
  %v152 = or i32 %v148, %v151
  %v153 = lshr i32 %v2, 2
  %v154 = and i32 %v153, 1
  %v155 = shl i32 %v154, 5
  %v156 = or i32 %v152, %v155
  %v157 = and i32 %v156, 63
  %v158 = sext i32 %v4 to i64
  %v159 = mul i64 %v158, 64
  %v160 = zext i32 %v157 to i64
  %v161 = add i64 %v159, %v160
  %v162 = zext i32 %p4 to i64
  %v163 = add i64 %v159, 64
  %v164 = icmp sle i64 %v163, %v162
  %v165 = icmp sge i64 %v158, 0
  %v166 = and i1 %v164, %v165
  %v167 = and i32 %v2, 24
  %v168 = icmp eq i32 %v167, 0
  %v169 = and i32 %v3, 3
  %v170 = icmp eq i32 %v169, 0
  %v171 = and i1 %v168, %v170
  br i1 %v171, label %st_owner4, label %join5
st_owner4:
  br i1 %v166, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v172 = icmp ult i64 %v161, %v162
  %v173 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v161
  %v174 = bitcast float %v139 to i32
  %v175 = lshr i32 %v174, 16
  %v176 = trunc i32 %v175 to i16
  %v177 = bitcast float %v140 to i32
  %v178 = lshr i32 %v177, 16
  %v179 = trunc i32 %v178 to i16
  %v180 = bitcast float %v141 to i32
  %v181 = lshr i32 %v180, 16
  %v182 = trunc i32 %v181 to i16
  %v183 = bitcast float %v142 to i32
  %v184 = lshr i32 %v183, 16
  %v185 = trunc i32 %v184 to i16
  %v186 = bitcast float %v143 to i32
  %v187 = lshr i32 %v186, 16
  %v188 = trunc i32 %v187 to i16
  %v189 = bitcast float %v144 to i32
  %v190 = lshr i32 %v189, 16
  %v191 = trunc i32 %v190 to i16
  %v192 = bitcast float %v145 to i32
  %v193 = lshr i32 %v192, 16
  %v194 = trunc i32 %v193 to i16
  %v195 = bitcast float %v146 to i32
  %v196 = lshr i32 %v195, 16
  %v197 = trunc i32 %v196 to i16
  %v198 = zext i16 %v176 to i32
  %v199 = zext i16 %v179 to i32
  %v200 = shl i32 %v199, 16
  %v201 = or i32 %v198, %v200
  %v202 = zext i16 %v182 to i32
  %v203 = zext i16 %v185 to i32
  %v204 = shl i32 %v203, 16
  %v205 = or i32 %v202, %v204
  %v206 = zext i16 %v188 to i32
  %v207 = zext i16 %v191 to i32
  %v208 = shl i32 %v207, 16
  %v209 = or i32 %v206, %v208
  %v210 = zext i16 %v194 to i32
  %v211 = zext i16 %v197 to i32
  %v212 = shl i32 %v211, 16
  %v213 = or i32 %v210, %v212
  %v214 = insertelement <4 x i32> undef, i32 %v201, i32 0
  %v215 = insertelement <4 x i32> %v214, i32 %v205, i32 1
  %v216 = insertelement <4 x i32> %v215, i32 %v209, i32 2
  %v217 = insertelement <4 x i32> %v216, i32 %v213, i32 3
  %v218 = bitcast i16 addrspace(1)* %v173 to <4 x i32> addrspace(1)*
  store <4 x i32> %v217, <4 x i32> addrspace(1)* %v218, align 16
  br label %st_done8
st_edge7:
  %v219 = icmp ult i64 %v161, %v162
  %v220 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v161
  br i1 %v219, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v221 = bitcast float %v139 to i32
  %v222 = lshr i32 %v221, 16
  %v223 = trunc i32 %v222 to i16
  %v224 = bitcast float %v140 to i32
  %v225 = lshr i32 %v224, 16
  %v226 = trunc i32 %v225 to i16
  %v227 = bitcast float %v141 to i32
  %v228 = lshr i32 %v227, 16
  %v229 = trunc i32 %v228 to i16
  %v230 = bitcast float %v142 to i32
  %v231 = lshr i32 %v230, 16
  %v232 = trunc i32 %v231 to i16
  %v233 = bitcast float %v143 to i32
  %v234 = lshr i32 %v233, 16
  %v235 = trunc i32 %v234 to i16
  %v236 = bitcast float %v144 to i32
  %v237 = lshr i32 %v236, 16
  %v238 = trunc i32 %v237 to i16
  %v239 = bitcast float %v145 to i32
  %v240 = lshr i32 %v239, 16
  %v241 = trunc i32 %v240 to i16
  %v242 = bitcast float %v146 to i32
  %v243 = lshr i32 %v242, 16
  %v244 = trunc i32 %v243 to i16
  %v245 = zext i16 %v223 to i32
  %v246 = zext i16 %v226 to i32
  %v247 = shl i32 %v246, 16
  %v248 = or i32 %v245, %v247
  %v249 = zext i16 %v229 to i32
  %v250 = zext i16 %v232 to i32
  %v251 = shl i32 %v250, 16
  %v252 = or i32 %v249, %v251
  %v253 = zext i16 %v235 to i32
  %v254 = zext i16 %v238 to i32
  %v255 = shl i32 %v254, 16
  %v256 = or i32 %v253, %v255
  %v257 = zext i16 %v241 to i32
  %v258 = zext i16 %v244 to i32
  %v259 = shl i32 %v258, 16
  %v260 = or i32 %v257, %v259
  %v261 = insertelement <4 x i32> undef, i32 %v248, i32 0
  %v262 = insertelement <4 x i32> %v261, i32 %v252, i32 1
  %v263 = insertelement <4 x i32> %v262, i32 %v256, i32 2
  %v264 = insertelement <4 x i32> %v263, i32 %v260, i32 3
  %v265 = bitcast i16 addrspace(1)* %v220 to <4 x i32> addrspace(1)*
  store <4 x i32> %v264, <4 x i32> addrspace(1)* %v265, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_zero, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_zero, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_neg_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_neg_inf(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v28 = bitcast i16 addrspace(1)* %v27 to <4 x i32> addrspace(1)*
  %v29 = load <4 x i32>, <4 x i32> addrspace(1)* %v28, align 16
  %v30 = extractelement <4 x i32> %v29, i32 0
  %v31 = trunc i32 %v30 to i16
  %v32 = zext i16 %v31 to i32
  %v33 = shl i32 %v32, 16
  %v34 = bitcast i32 %v33 to float
  %v35 = extractelement <4 x i32> %v29, i32 0
  %v36 = lshr i32 %v35, 16
  %v37 = trunc i32 %v36 to i16
  %v38 = zext i16 %v37 to i32
  %v39 = shl i32 %v38, 16
  %v40 = bitcast i32 %v39 to float
  %v41 = extractelement <4 x i32> %v29, i32 1
  %v42 = trunc i32 %v41 to i16
  %v43 = zext i16 %v42 to i32
  %v44 = shl i32 %v43, 16
  %v45 = bitcast i32 %v44 to float
  %v46 = extractelement <4 x i32> %v29, i32 1
  %v47 = lshr i32 %v46, 16
  %v48 = trunc i32 %v47 to i16
  %v49 = zext i16 %v48 to i32
  %v50 = shl i32 %v49, 16
  %v51 = bitcast i32 %v50 to float
  %v52 = extractelement <4 x i32> %v29, i32 2
  %v53 = trunc i32 %v52 to i16
  %v54 = zext i16 %v53 to i32
  %v55 = shl i32 %v54, 16
  %v56 = bitcast i32 %v55 to float
  %v57 = extractelement <4 x i32> %v29, i32 2
  %v58 = lshr i32 %v57, 16
  %v59 = trunc i32 %v58 to i16
  %v60 = zext i16 %v59 to i32
  %v61 = shl i32 %v60, 16
  %v62 = bitcast i32 %v61 to float
  %v63 = extractelement <4 x i32> %v29, i32 3
  %v64 = trunc i32 %v63 to i16
  %v65 = zext i16 %v64 to i32
  %v66 = shl i32 %v65, 16
  %v67 = bitcast i32 %v66 to float
  %v68 = extractelement <4 x i32> %v29, i32 3
  %v69 = lshr i32 %v68, 16
  %v70 = trunc i32 %v69 to i16
  %v71 = zext i16 %v70 to i32
  %v72 = shl i32 %v71, 16
  %v73 = bitcast i32 %v72 to float
  br label %ld_done3
ld_edge2:
  %v74 = bitcast float 0xFFF0000000000000 to i32
  %v75 = lshr i32 %v74, 16
  %v76 = trunc i32 %v75 to i16
  %v77 = zext i16 %v76 to i32
  %v78 = zext i16 %v76 to i32
  %v79 = shl i32 %v78, 16
  %v80 = or i32 %v77, %v79
  %v81 = icmp ult i64 %v20, %v21
  %v82 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v83 = bitcast i16 addrspace(1)* %v82 to <4 x i32> addrspace(1)*
  %v84 = ptrtoint <4 x i32> addrspace(1)* %v83 to i64
  %v85 = zext i1 %v81 to i32
  %v86 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v84, i32 %v85, i32 %v80, i32 %v80, i32 %v80, i32 %v80)
  %v87 = extractvalue {i32, i32, i32, i32} %v86, 0
  %v88 = extractvalue {i32, i32, i32, i32} %v86, 1
  %v89 = extractvalue {i32, i32, i32, i32} %v86, 2
  %v90 = extractvalue {i32, i32, i32, i32} %v86, 3
  %v91 = insertelement <4 x i32> undef, i32 %v87, i32 0
  %v92 = insertelement <4 x i32> %v91, i32 %v88, i32 1
  %v93 = insertelement <4 x i32> %v92, i32 %v89, i32 2
  %v94 = insertelement <4 x i32> %v93, i32 %v90, i32 3
  %v95 = extractelement <4 x i32> %v94, i32 0
  %v96 = trunc i32 %v95 to i16
  %v97 = zext i16 %v96 to i32
  %v98 = shl i32 %v97, 16
  %v99 = bitcast i32 %v98 to float
  %v100 = extractelement <4 x i32> %v94, i32 0
  %v101 = lshr i32 %v100, 16
  %v102 = trunc i32 %v101 to i16
  %v103 = zext i16 %v102 to i32
  %v104 = shl i32 %v103, 16
  %v105 = bitcast i32 %v104 to float
  %v106 = extractelement <4 x i32> %v94, i32 1
  %v107 = trunc i32 %v106 to i16
  %v108 = zext i16 %v107 to i32
  %v109 = shl i32 %v108, 16
  %v110 = bitcast i32 %v109 to float
  %v111 = extractelement <4 x i32> %v94, i32 1
  %v112 = lshr i32 %v111, 16
  %v113 = trunc i32 %v112 to i16
  %v114 = zext i16 %v113 to i32
  %v115 = shl i32 %v114, 16
  %v116 = bitcast i32 %v115 to float
  %v117 = extractelement <4 x i32> %v94, i32 2
  %v118 = trunc i32 %v117 to i16
  %v119 = zext i16 %v118 to i32
  %v120 = shl i32 %v119, 16
  %v121 = bitcast i32 %v120 to float
  %v122 = extractelement <4 x i32> %v94, i32 2
  %v123 = lshr i32 %v122, 16
  %v124 = trunc i32 %v123 to i16
  %v125 = zext i16 %v124 to i32
  %v126 = shl i32 %v125, 16
  %v127 = bitcast i32 %v126 to float
  %v128 = extractelement <4 x i32> %v94, i32 3
  %v129 = trunc i32 %v128 to i16
  %v130 = zext i16 %v129 to i32
  %v131 = shl i32 %v130, 16
  %v132 = bitcast i32 %v131 to float
  %v133 = extractelement <4 x i32> %v94, i32 3
  %v134 = lshr i32 %v133, 16
  %v135 = trunc i32 %v134 to i16
  %v136 = zext i16 %v135 to i32
  %v137 = shl i32 %v136, 16
  %v138 = bitcast i32 %v137 to float
  br label %ld_done3
ld_done3:
  %v139 = phi float [ %v34, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v140 = phi float [ %v40, %ld_full1 ], [ %v105, %ld_edge2 ]
  %v141 = phi float [ %v45, %ld_full1 ], [ %v110, %ld_edge2 ]
  %v142 = phi float [ %v51, %ld_full1 ], [ %v116, %ld_edge2 ]
  %v143 = phi float [ %v56, %ld_full1 ], [ %v121, %ld_edge2 ]
  %v144 = phi float [ %v62, %ld_full1 ], [ %v127, %ld_edge2 ]
  %v145 = phi float [ %v67, %ld_full1 ], [ %v132, %ld_edge2 ]
  %v146 = phi float [ %v73, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v147 = and i32 %v2, 1
  %v148 = shl i32 %v147, 3
  %v149 = lshr i32 %v2, 1
  %v150 = and i32 %v149, 1
  %v151 = shl i32 %v150, 4
  %v152 = or i32 %v148, %v151
  %v153 = lshr i32 %v2, 2
  %v154 = and i32 %v153, 1
  %v155 = shl i32 %v154, 5
  %v156 = or i32 %v152, %v155
  %v157 = and i32 %v156, 63
  %v158 = sext i32 %v4 to i64
  %v159 = mul i64 %v158, 64
  %v160 = zext i32 %v157 to i64
  %v161 = add i64 %v159, %v160
  %v162 = zext i32 %p4 to i64
  %v163 = add i64 %v159, 64
  %v164 = icmp sle i64 %v163, %v162
  %v165 = icmp sge i64 %v158, 0
  %v166 = and i1 %v164, %v165
  %v167 = and i32 %v2, 24
  %v168 = icmp eq i32 %v167, 0
  %v169 = and i32 %v3, 3
  %v170 = icmp eq i32 %v169, 0
  %v171 = and i1 %v168, %v170
  br i1 %v171, label %st_owner4, label %join5
st_owner4:
  br i1 %v166, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v172 = icmp ult i64 %v161, %v162
  %v173 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v161
  %v174 = bitcast float %v139 to i32
  %v175 = lshr i32 %v174, 16
  %v176 = trunc i32 %v175 to i16
  %v177 = bitcast float %v140 to i32
  %v178 = lshr i32 %v177, 16
  %v179 = trunc i32 %v178 to i16
  %v180 = bitcast float %v141 to i32
  %v181 = lshr i32 %v180, 16
  %v182 = trunc i32 %v181 to i16
  %v183 = bitcast float %v142 to i32
  %v184 = lshr i32 %v183, 16
  %v185 = trunc i32 %v184 to i16
  %v186 = bitcast float %v143 to i32
  %v187 = lshr i32 %v186, 16
  %v188 = trunc i32 %v187 to i16
  %v189 = bitcast float %v144 to i32
  %v190 = lshr i32 %v189, 16
  %v191 = trunc i32 %v190 to i16
  %v192 = bitcast float %v145 to i32
  %v193 = lshr i32 %v192, 16
  %v194 = trunc i32 %v193 to i16
  %v195 = bitcast float %v146 to i32
  %v196 = lshr i32 %v195, 16
  %v197 = trunc i32 %v196 to i16
  %v198 = zext i16 %v176 to i32
  %v199 = zext i16 %v179 to i32
  %v200 = shl i32 %v199, 16
  %v201 = or i32 %v198, %v200
  %v202 = zext i16 %v182 to i32
  %v203 = zext i16 %v185 to i32
  %v204 = shl i32 %v203, 16
  %v205 = or i32 %v202, %v204
  %v206 = zext i16 %v188 to i32
  %v207 = zext i16 %v191 to i32
  %v208 = shl i32 %v207, 16
  %v209 = or i32 %v206, %v208
  %v210 = zext i16 %v194 to i32
  %v211 = zext i16 %v197 to i32
  %v212 = shl i32 %v211, 16
  %v213 = or i32 %v210, %v212
  %v214 = insertelement <4 x i32> undef, i32 %v201, i32 0
  %v215 = insertelement <4 x i32> %v214, i32 %v205, i32 1
  %v216 = insertelement <4 x i32> %v215, i32 %v209, i32 2
  %v217 = insertelement <4 x i32> %v216, i32 %v213, i32 3
  %v218 = bitcast i16 addrspace(1)* %v173 to <4 x i32> addrspace(1)*
  store <4 x i32> %v217, <4 x i32> addrspace(1)* %v218, align 16
  br label %st_done8
st_edge7:
  %v219 = icmp ult i64 %v161, %v162
  %v220 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v161
  br i1 %v219, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v221 = bitcast float %v139 to i32
  %v222 = lshr i32 %v221, 16
  %v223 = trunc i32 %v222 to i16
  %v224 = bitcast float %v140 to i32
  %v225 = lshr i32 %v224, 16
  %v226 = trunc i32 %v225 to i16
  %v227 = bitcast float %v141 to i32
  %v228 = lshr i32 %v227, 16
  %v229 = trunc i32 %v228 to i16
  %v230 = bitcast float %v142 to i32
  %v231 = lshr i32 %v230, 16
  %v232 = trunc i32 %v231 to i16
  %v233 = bitcast float %v143 to i32
  %v234 = lshr i32 %v233, 16
  %v235 = trunc i32 %v234 to i16
  %v236 = bitcast float %v144 to i32
  %v237 = lshr i32 %v236, 16
  %v238 = trunc i32 %v237 to i16
  %v239 = bitcast float %v145 to i32
  %v240 = lshr i32 %v239, 16
  %v241 = trunc i32 %v240 to i16
  %v242 = bitcast float %v146 to i32
  %v243 = lshr i32 %v242, 16
  %v244 = trunc i32 %v243 to i16
  %v245 = zext i16 %v223 to i32
  %v246 = zext i16 %v226 to i32
  %v247 = shl i32 %v246, 16
  %v248 = or i32 %v245, %v247
  %v249 = zext i16 %v229 to i32
  %v250 = zext i16 %v232 to i32
  %v251 = shl i32 %v250, 16
  %v252 = or i32 %v249, %v251
  %v253 = zext i16 %v235 to i32
  %v254 = zext i16 %v238 to i32
  %v255 = shl i32 %v254, 16
  %v256 = or i32 %v253, %v255
  %v257 = zext i16 %v241 to i32
  %v258 = zext i16 %v244 to i32
  %v259 = shl i32 %v258, 16
  %v260 = or i32 %v257, %v259
  %v261 = insertelement <4 x i32> undef, i32 %v248, i32 0
  %v262 = insertelement <4 x i32> %v261, i32 %v252, i32 1
  %v263 = insertelement <4 x i32> %v262, i32 %v256, i32 2
  %v264 = insertelement <4 x i32> %v263, i32 %v260, i32 3
  %v265 = bitcast i16 addrspace(1)* %v220 to <4 x i32> addrspace(1)*
  store <4 x i32> %v264, <4 x i32> addrspace(1)* %v265, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_neg_inf, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_neg_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v28 = bitcast i16 addrspace(1)* %v27 to <4 x i32> addrspace(1)*
  %v29 = load <4 x i32>, <4 x i32> addrspace(1)* %v28, align 16
  %v30 = extractelement <4 x i32> %v29, i32 0
  %v31 = trunc i32 %v30 to i16
  %v32 = zext i16 %v31 to i32
  %v33 = shl i32 %v32, 16
  %v34 = bitcast i32 %v33 to float
  %v35 = extractelement <4 x i32> %v29, i32 0
  %v36 = lshr i32 %v35, 16
  %v37 = trunc i32 %v36 to i16
  %v38 = zext i16 %v37 to i32
  %v39 = shl i32 %v38, 16
  %v40 = bitcast i32 %v39 to float
  %v41 = extractelement <4 x i32> %v29, i32 1
  %v42 = trunc i32 %v41 to i16
  %v43 = zext i16 %v42 to i32
  %v44 = shl i32 %v43, 16
  %v45 = bitcast i32 %v44 to float
  %v46 = extractelement <4 x i32> %v29, i32 1
  %v47 = lshr i32 %v46, 16
  %v48 = trunc i32 %v47 to i16
  %v49 = zext i16 %v48 to i32
  %v50 = shl i32 %v49, 16
  %v51 = bitcast i32 %v50 to float
  %v52 = extractelement <4 x i32> %v29, i32 2
  %v53 = trunc i32 %v52 to i16
  %v54 = zext i16 %v53 to i32
  %v55 = shl i32 %v54, 16
  %v56 = bitcast i32 %v55 to float
  %v57 = extractelement <4 x i32> %v29, i32 2
  %v58 = lshr i32 %v57, 16
  %v59 = trunc i32 %v58 to i16
  %v60 = zext i16 %v59 to i32
  %v61 = shl i32 %v60, 16
  %v62 = bitcast i32 %v61 to float
  %v63 = extractelement <4 x i32> %v29, i32 3
  %v64 = trunc i32 %v63 to i16
  %v65 = zext i16 %v64 to i32
  %v66 = shl i32 %v65, 16
  %v67 = bitcast i32 %v66 to float
  %v68 = extractelement <4 x i32> %v29, i32 3
  %v69 = lshr i32 %v68, 16
  %v70 = trunc i32 %v69 to i16
  %v71 = zext i16 %v70 to i32
  %v72 = shl i32 %v71, 16
  %v73 = bitcast i32 %v72 to float
  br label %ld_done3
ld_edge2:
  %v74 = bitcast float 0x7FF0000000000000 to i32
  %v75 = lshr i32 %v74, 16
  %v76 = trunc i32 %v75 to i16
  %v77 = zext i16 %v76 to i32
  %v78 = zext i16 %v76 to i32
  %v79 = shl i32 %v78, 16
  %v80 = or i32 %v77, %v79
  %v81 = icmp ult i64 %v20, %v21
  %v82 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v83 = bitcast i16 addrspace(1)* %v82 to <4 x i32> addrspace(1)*
  %v84 = ptrtoint <4 x i32> addrspace(1)* %v83 to i64
  %v85 = zext i1 %v81 to i32
  %v86 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v84, i32 %v85, i32 %v80, i32 %v80, i32 %v80, i32 %v80)
  %v87 = extractvalue {i32, i32, i32, i32} %v86, 0
  %v88 = extractvalue {i32, i32, i32, i32} %v86, 1
  %v89 = extractvalue {i32, i32, i32, i32} %v86, 2
  %v90 = extractvalue {i32, i32, i32, i32} %v86, 3
  %v91 = insertelement <4 x i32> undef, i32 %v87, i32 0
  %v92 = insertelement <4 x i32> %v91, i32 %v88, i32 1
  %v93 = insertelement <4 x i32> %v92, i32 %v89, i32 2
  %v94 = insertelement <4 x i32> %v93, i32 %v90, i32 3
  %v95 = extractelement <4 x i32> %v94, i32 0
  %v96 = trunc i32 %v95 to i16
  %v97 = zext i16 %v96 to i32
  %v98 = shl i32 %v97, 16
  %v99 = bitcast i32 %v98 to float
  %v100 = extractelement <4 x i32> %v94, i32 0
  %v101 = lshr i32 %v100, 16
  %v102 = trunc i32 %v101 to i16
  %v103 = zext i16 %v102 to i32
  %v104 = shl i32 %v103, 16
  %v105 = bitcast i32 %v104 to float
  %v106 = extractelement <4 x i32> %v94, i32 1
  %v107 = trunc i32 %v106 to i16
  %v108 = zext i16 %v107 to i32
  %v109 = shl i32 %v108, 16
  %v110 = bitcast i32 %v109 to float
  %v111 = extractelement <4 x i32> %v94, i32 1
  %v112 = lshr i32 %v111, 16
  %v113 = trunc i32 %v112 to i16
  %v114 = zext i16 %v113 to i32
  %v115 = shl i32 %v114, 16
  %v116 = bitcast i32 %v115 to float
  %v117 = extractelement <4 x i32> %v94, i32 2
  %v118 = trunc i32 %v117 to i16
  %v119 = zext i16 %v118 to i32
  %v120 = shl i32 %v119, 16
  %v121 = bitcast i32 %v120 to float
  %v122 = extractelement <4 x i32> %v94, i32 2
  %v123 = lshr i32 %v122, 16
  %v124 = trunc i32 %v123 to i16
  %v125 = zext i16 %v124 to i32
  %v126 = shl i32 %v125, 16
  %v127 = bitcast i32 %v126 to float
  %v128 = extractelement <4 x i32> %v94, i32 3
  %v129 = trunc i32 %v128 to i16
  %v130 = zext i16 %v129 to i32
  %v131 = shl i32 %v130, 16
  %v132 = bitcast i32 %v131 to float
  %v133 = extractelement <4 x i32> %v94, i32 3
  %v134 = lshr i32 %v133, 16
  %v135 = trunc i32 %v134 to i16
  %v136 = zext i16 %v135 to i32
  %v137 = shl i32 %v136, 16
  %v138 = bitcast i32 %v137 to float
  br label %ld_done3
ld_done3:
  %v139 = phi float [ %v34, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v140 = phi float [ %v40, %ld_full1 ], [ %v105, %ld_edge2 ]
  %v141 = phi float [ %v45, %ld_full1 ], [ %v110, %ld_edge2 ]
  %v142 = phi float [ %v51, %ld_full1 ], [ %v116, %ld_edge2 ]
  %v143 = phi float [ %v56, %ld_full1 ], [ %v121, %ld_edge2 ]
  %v144 = phi float [ %v62, %ld_full1 ], [ %v127, %ld_edge2 ]
  %v145 = phi float [ %v67, %ld_full1 ], [ %v132, %ld_edge2 ]
  %v146 = phi float [ %v73, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v147 = and i32 %v2, 1
  %v148 = shl i32 %v147, 3
  %v149 = lshr i32 %v2, 1
  %v150 = and i32 %v149, 1
  %v151 = shl i32 %v150, 4
  %v152 = or i32 %v148, %v151
  %v153 = lshr i32 %v2, 2
  %v154 = and i32 %v153, 1
  %v155 = shl i32 %v154, 5
  %v156 = or i32 %v152, %v155
  %v157 = and i32 %v156, 63
  %v158 = sext i32 %v4 to i64
  %v159 = mul i64 %v158, 64
  %v160 = zext i32 %v157 to i64
  %v161 = add i64 %v159, %v160
  %v162 = zext i32 %p4 to i64
  %v163 = add i64 %v159, 64
  %v164 = icmp sle i64 %v163, %v162
  %v165 = icmp sge i64 %v158, 0
  %v166 = and i1 %v164, %v165
  %v167 = and i32 %v2, 24
  %v168 = icmp eq i32 %v167, 0
  %v169 = and i32 %v3, 3
  %v170 = icmp eq i32 %v169, 0
  %v171 = and i1 %v168, %v170
  br i1 %v171, label %st_owner4, label %join5
st_owner4:
  br i1 %v166, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v172 = icmp ult i64 %v161, %v162
  %v173 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v161
  %v174 = bitcast float %v139 to i32
  %v175 = lshr i32 %v174, 16
  %v176 = trunc i32 %v175 to i16
  %v177 = bitcast float %v140 to i32
  %v178 = lshr i32 %v177, 16
  %v179 = trunc i32 %v178 to i16
  %v180 = bitcast float %v141 to i32
  %v181 = lshr i32 %v180, 16
  %v182 = trunc i32 %v181 to i16
  %v183 = bitcast float %v142 to i32
  %v184 = lshr i32 %v183, 16
  %v185 = trunc i32 %v184 to i16
  %v186 = bitcast float %v143 to i32
  %v187 = lshr i32 %v186, 16
  %v188 = trunc i32 %v187 to i16
  %v189 = bitcast float %v144 to i32
  %v190 = lshr i32 %v189, 16
  %v191 = trunc i32 %v190 to i16
  %v192 = bitcast float %v145 to i32
  %v193 = lshr i32 %v192, 16
  %v194 = trunc i32 %v193 to i16
  %v195 = bitcast float %v146 to i32
  %v196 = lshr i32 %v195, 16
  %v197 = trunc i32 %v196 to i16
  %v198 = zext i16 %v176 to i32
  %v199 = zext i16 %v179 to i32
  %v200 = shl i32 %v199, 16
  %v201 = or i32 %v198, %v200
  %v202 = zext i16 %v182 to i32
  %v203 = zext i16 %v185 to i32
  %v204 = shl i32 %v203, 16
  %v205 = or i32 %v202, %v204
  %v206 = zext i16 %v188 to i32
  %v207 = zext i16 %v191 to i32
  %v208 = shl i32 %v207, 16
  %v209 = or i32 %v206, %v208
  %v210 = zext i16 %v194 to i32
  %v211 = zext i16 %v197 to i32
  %v212 = shl i32 %v211, 16
  %v213 = or i32 %v210, %v212
  %v214 = insertelement <4 x i32> undef, i32 %v201, i32 0
  %v215 = insertelement <4 x i32> %v214, i32 %v205, i32 1
  %v216 = insertelement <4 x i32> %v215, i32 %v209, i32 2
  %v217 = insertelement <4 x i32> %v216, i32 %v213, i32 3
  %v218 = bitcast i16 addrspace(1)* %v173 to <4 x i32> addrspace(1)*
  store <4 x i32> %v217, <4 x i32> addrspace(1)* %v218, align 16
  br label %st_done8
st_edge7:
  %v219 = icmp ult i64 %v161, %v162
  %v220 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v161
  br i1 %v219, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v221 = bitcast float %v139 to i32
  %v222 = lshr i32 %v221, 16
  %v223 = trunc i32 %v222 to i16
  %v224 = bitcast float %v140 to i32
  %v225 = lshr i32 %v224, 16
  %v226 = trunc i32 %v225 to i16
  %v227 = bitcast float %v141 to i32
  %v228 = lshr i32 %v227, 16
  %v229 = trunc i32 %v228 to i16
  %v230 = bitcast float %v142 to i32
  %v231 = lshr i32 %v230, 16
  %v232 = trunc i32 %v231 to i16
  %v233 = bitcast float %v143 to i32
  %v234 = lshr i32 %v233, 16
  %v235 = trunc i32 %v234 to i16
  %v236 = bitcast float %v144 to i32
  %v237 = lshr i32 %v236, 16
  %v238 = trunc i32 %v237 to i16
  %v239 = bitcast float %v145 to i32
  %v240 = lshr i32 %v239, 16
  %v241 = trunc i32 %v240 to i16
  %v242 = bitcast float %v146 to i32
  %v243 = lshr i32 %v242, 16
  %v244 = trunc i32 %v243 to i16
  %v245 = zext i16 %v223 to i32
  %v246 = zext i16 %v226 to i32
  %v247 = shl i32 %v246, 16
  %v248 = or i32 %v245, %v247
  %v249 = zext i16 %v229 to i32
  %v250 = zext i16 %v232 to i32
  %v251 = shl i32 %v250, 16
  %v252 = or i32 %v249, %v251
  %v253 = zext i16 %v235 to i32
  %v254 = zext i16 %v238 to i32
  %v255 = shl i32 %v254, 16
  %v256 = or i32 %v253, %v255
  %v257 = zext i16 %v241 to i32
  %v258 = zext i16 %v244 to i32
  %v259 = shl i32 %v258, 16
  %v260 = or i32 %v257, %v259
  %v261 = insertelement <4 x i32> undef, i32 %v248, i32 0
  %v262 = insertelement <4 x i32> %v261, i32 %v252, i32 1
  %v263 = insertelement <4 x i32> %v262, i32 %v256, i32 2
  %v264 = insertelement <4 x i32> %v263, i32 %v260, i32 3
  %v265 = bitcast i16 addrspace(1)* %v220 to <4 x i32> addrspace(1)*
  store <4 x i32> %v264, <4 x i32> addrspace(1)* %v265, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_pos_inf, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_pos_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_nan [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_nan(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v28 = bitcast i16 addrspace(1)* %v27 to <4 x i32> addrspace(1)*
  %v29 = load <4 x i32>, <4 x i32> addrspace(1)* %v28, align 16
  %v30 = extractelement <4 x i32> %v29, i32 0
  %v31 = trunc i32 %v30 to i16
  %v32 = zext i16 %v31 to i32
  %v33 = shl i32 %v32, 16
  %v34 = bitcast i32 %v33 to float
  %v35 = extractelement <4 x i32> %v29, i32 0
  %v36 = lshr i32 %v35, 16
  %v37 = trunc i32 %v36 to i16
  %v38 = zext i16 %v37 to i32
  %v39 = shl i32 %v38, 16
  %v40 = bitcast i32 %v39 to float
  %v41 = extractelement <4 x i32> %v29, i32 1
  %v42 = trunc i32 %v41 to i16
  %v43 = zext i16 %v42 to i32
  %v44 = shl i32 %v43, 16
  %v45 = bitcast i32 %v44 to float
  %v46 = extractelement <4 x i32> %v29, i32 1
  %v47 = lshr i32 %v46, 16
  %v48 = trunc i32 %v47 to i16
  %v49 = zext i16 %v48 to i32
  %v50 = shl i32 %v49, 16
  %v51 = bitcast i32 %v50 to float
  %v52 = extractelement <4 x i32> %v29, i32 2
  %v53 = trunc i32 %v52 to i16
  %v54 = zext i16 %v53 to i32
  %v55 = shl i32 %v54, 16
  %v56 = bitcast i32 %v55 to float
  %v57 = extractelement <4 x i32> %v29, i32 2
  %v58 = lshr i32 %v57, 16
  %v59 = trunc i32 %v58 to i16
  %v60 = zext i16 %v59 to i32
  %v61 = shl i32 %v60, 16
  %v62 = bitcast i32 %v61 to float
  %v63 = extractelement <4 x i32> %v29, i32 3
  %v64 = trunc i32 %v63 to i16
  %v65 = zext i16 %v64 to i32
  %v66 = shl i32 %v65, 16
  %v67 = bitcast i32 %v66 to float
  %v68 = extractelement <4 x i32> %v29, i32 3
  %v69 = lshr i32 %v68, 16
  %v70 = trunc i32 %v69 to i16
  %v71 = zext i16 %v70 to i32
  %v72 = shl i32 %v71, 16
  %v73 = bitcast i32 %v72 to float
  br label %ld_done3
ld_edge2:
  %v74 = bitcast float 0x7FF8000000000000 to i32
  %v75 = lshr i32 %v74, 16
  %v76 = trunc i32 %v75 to i16
  %v77 = zext i16 %v76 to i32
  %v78 = zext i16 %v76 to i32
  %v79 = shl i32 %v78, 16
  %v80 = or i32 %v77, %v79
  %v81 = icmp ult i64 %v20, %v21
  %v82 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v83 = bitcast i16 addrspace(1)* %v82 to <4 x i32> addrspace(1)*
  %v84 = ptrtoint <4 x i32> addrspace(1)* %v83 to i64
  %v85 = zext i1 %v81 to i32
  %v86 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v84, i32 %v85, i32 %v80, i32 %v80, i32 %v80, i32 %v80)
  %v87 = extractvalue {i32, i32, i32, i32} %v86, 0
  %v88 = extractvalue {i32, i32, i32, i32} %v86, 1
  %v89 = extractvalue {i32, i32, i32, i32} %v86, 2
  %v90 = extractvalue {i32, i32, i32, i32} %v86, 3
  %v91 = insertelement <4 x i32> undef, i32 %v87, i32 0
  %v92 = insertelement <4 x i32> %v91, i32 %v88, i32 1
  %v93 = insertelement <4 x i32> %v92, i32 %v89, i32 2
  %v94 = insertelement <4 x i32> %v93, i32 %v90, i32 3
  %v95 = extractelement <4 x i32> %v94, i32 0
  %v96 = trunc i32 %v95 to i16
  %v97 = zext i16 %v96 to i32
  %v98 = shl i32 %v97, 16
  %v99 = bitcast i32 %v98 to float
  %v100 = extractelement <4 x i32> %v94, i32 0
  %v101 = lshr i32 %v100, 16
  %v102 = trunc i32 %v101 to i16
  %v103 = zext i16 %v102 to i32
  %v104 = shl i32 %v103, 16
  %v105 = bitcast i32 %v104 to float
  %v106 = extractelement <4 x i32> %v94, i32 1
  %v107 = trunc i32 %v106 to i16
  %v108 = zext i16 %v107 to i32
  %v109 = shl i32 %v108, 16
  %v110 = bitcast i32 %v109 to float
  %v111 = extractelement <4 x i32> %v94, i32 1
  %v112 = lshr i32 %v111, 16
  %v113 = trunc i32 %v112 to i16
  %v114 = zext i16 %v113 to i32
  %v115 = shl i32 %v114, 16
  %v116 = bitcast i32 %v115 to float
  %v117 = extractelement <4 x i32> %v94, i32 2
  %v118 = trunc i32 %v117 to i16
  %v119 = zext i16 %v118 to i32
  %v120 = shl i32 %v119, 16
  %v121 = bitcast i32 %v120 to float
  %v122 = extractelement <4 x i32> %v94, i32 2
  %v123 = lshr i32 %v122, 16
  %v124 = trunc i32 %v123 to i16
  %v125 = zext i16 %v124 to i32
  %v126 = shl i32 %v125, 16
  %v127 = bitcast i32 %v126 to float
  %v128 = extractelement <4 x i32> %v94, i32 3
  %v129 = trunc i32 %v128 to i16
  %v130 = zext i16 %v129 to i32
  %v131 = shl i32 %v130, 16
  %v132 = bitcast i32 %v131 to float
  %v133 = extractelement <4 x i32> %v94, i32 3
  %v134 = lshr i32 %v133, 16
  %v135 = trunc i32 %v134 to i16
  %v136 = zext i16 %v135 to i32
  %v137 = shl i32 %v136, 16
  %v138 = bitcast i32 %v137 to float
  br label %ld_done3
ld_done3:
  %v139 = phi float [ %v34, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v140 = phi float [ %v40, %ld_full1 ], [ %v105, %ld_edge2 ]
  %v141 = phi float [ %v45, %ld_full1 ], [ %v110, %ld_edge2 ]
  %v142 = phi float [ %v51, %ld_full1 ], [ %v116, %ld_edge2 ]
  %v143 = phi float [ %v56, %ld_full1 ], [ %v121, %ld_edge2 ]
  %v144 = phi float [ %v62, %ld_full1 ], [ %v127, %ld_edge2 ]
  %v145 = phi float [ %v67, %ld_full1 ], [ %v132, %ld_edge2 ]
  %v146 = phi float [ %v73, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v147 = and i32 %v2, 1
  %v148 = shl i32 %v147, 3
  %v149 = lshr i32 %v2, 1
  %v150 = and i32 %v149, 1
  %v151 = shl i32 %v150, 4
  %v152 = or i32 %v148, %v151
  %v153 = lshr i32 %v2, 2
  %v154 = and i32 %v153, 1
  %v155 = shl i32 %v154, 5
  %v156 = or i32 %v152, %v155
  %v157 = and i32 %v156, 63
  %v158 = sext i32 %v4 to i64
  %v159 = mul i64 %v158, 64
  %v160 = zext i32 %v157 to i64
  %v161 = add i64 %v159, %v160
  %v162 = zext i32 %p4 to i64
  %v163 = add i64 %v159, 64
  %v164 = icmp sle i64 %v163, %v162
  %v165 = icmp sge i64 %v158, 0
  %v166 = and i1 %v164, %v165
  %v167 = and i32 %v2, 24
  %v168 = icmp eq i32 %v167, 0
  %v169 = and i32 %v3, 3
  %v170 = icmp eq i32 %v169, 0
  %v171 = and i1 %v168, %v170
  br i1 %v171, label %st_owner4, label %join5
st_owner4:
  br i1 %v166, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v172 = icmp ult i64 %v161, %v162
  %v173 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v161
  %v174 = bitcast float %v139 to i32
  %v175 = lshr i32 %v174, 16
  %v176 = trunc i32 %v175 to i16
  %v177 = bitcast float %v140 to i32
  %v178 = lshr i32 %v177, 16
  %v179 = trunc i32 %v178 to i16
  %v180 = bitcast float %v141 to i32
  %v181 = lshr i32 %v180, 16
  %v182 = trunc i32 %v181 to i16
  %v183 = bitcast float %v142 to i32
  %v184 = lshr i32 %v183, 16
  %v185 = trunc i32 %v184 to i16
  %v186 = bitcast float %v143 to i32
  %v187 = lshr i32 %v186, 16
  %v188 = trunc i32 %v187 to i16
  %v189 = bitcast float %v144 to i32
  %v190 = lshr i32 %v189, 16
  %v191 = trunc i32 %v190 to i16
  %v192 = bitcast float %v145 to i32
  %v193 = lshr i32 %v192, 16
  %v194 = trunc i32 %v193 to i16
  %v195 = bitcast float %v146 to i32
  %v196 = lshr i32 %v195, 16
  %v197 = trunc i32 %v196 to i16
  %v198 = zext i16 %v176 to i32
  %v199 = zext i16 %v179 to i32
  %v200 = shl i32 %v199, 16
  %v201 = or i32 %v198, %v200
  %v202 = zext i16 %v182 to i32
  %v203 = zext i16 %v185 to i32
  %v204 = shl i32 %v203, 16
  %v205 = or i32 %v202, %v204
  %v206 = zext i16 %v188 to i32
  %v207 = zext i16 %v191 to i32
  %v208 = shl i32 %v207, 16
  %v209 = or i32 %v206, %v208
  %v210 = zext i16 %v194 to i32
  %v211 = zext i16 %v197 to i32
  %v212 = shl i32 %v211, 16
  %v213 = or i32 %v210, %v212
  %v214 = insertelement <4 x i32> undef, i32 %v201, i32 0
  %v215 = insertelement <4 x i32> %v214, i32 %v205, i32 1
  %v216 = insertelement <4 x i32> %v215, i32 %v209, i32 2
  %v217 = insertelement <4 x i32> %v216, i32 %v213, i32 3
  %v218 = bitcast i16 addrspace(1)* %v173 to <4 x i32> addrspace(1)*
  store <4 x i32> %v217, <4 x i32> addrspace(1)* %v218, align 16
  br label %st_done8
st_edge7:
  %v219 = icmp ult i64 %v161, %v162
  %v220 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v161
  br i1 %v219, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v221 = bitcast float %v139 to i32
  %v222 = lshr i32 %v221, 16
  %v223 = trunc i32 %v222 to i16
  %v224 = bitcast float %v140 to i32
  %v225 = lshr i32 %v224, 16
  %v226 = trunc i32 %v225 to i16
  %v227 = bitcast float %v141 to i32
  %v228 = lshr i32 %v227, 16
  %v229 = trunc i32 %v228 to i16
  %v230 = bitcast float %v142 to i32
  %v231 = lshr i32 %v230, 16
  %v232 = trunc i32 %v231 to i16
  %v233 = bitcast float %v143 to i32
  %v234 = lshr i32 %v233, 16
  %v235 = trunc i32 %v234 to i16
  %v236 = bitcast float %v144 to i32
  %v237 = lshr i32 %v236, 16
  %v238 = trunc i32 %v237 to i16
  %v239 = bitcast float %v145 to i32
  %v240 = lshr i32 %v239, 16
  %v241 = trunc i32 %v240 to i16
  %v242 = bitcast float %v146 to i32
  %v243 = lshr i32 %v242, 16
  %v244 = trunc i32 %v243 to i16
  %v245 = zext i16 %v223 to i32
  %v246 = zext i16 %v226 to i32
  %v247 = shl i32 %v246, 16
  %v248 = or i32 %v245, %v247
  %v249 = zext i16 %v229 to i32
  %v250 = zext i16 %v232 to i32
  %v251 = shl i32 %v250, 16
  %v252 = or i32 %v249, %v251
  %v253 = zext i16 %v235 to i32
  %v254 = zext i16 %v238 to i32
  %v255 = shl i32 %v254, 16
  %v256 = or i32 %v253, %v255
  %v257 = zext i16 %v241 to i32
  %v258 = zext i16 %v244 to i32
  %v259 = shl i32 %v258, 16
  %v260 = or i32 %v257, %v259
  %v261 = insertelement <4 x i32> undef, i32 %v248, i32 0
  %v262 = insertelement <4 x i32> %v261, i32 %v252, i32 1
  %v263 = insertelement <4 x i32> %v262, i32 %v256, i32 2
  %v264 = insertelement <4 x i32> %v263, i32 %v260, i32 3
  %v265 = bitcast i16 addrspace(1)* %v220 to <4 x i32> addrspace(1)*
  store <4 x i32> %v264, <4 x i32> addrspace(1)* %v265, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_nan, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_nan, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_zero [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_zero(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v28 = load i16, i16 addrspace(1)* %v27, align 2
  %v29 = zext i16 %v28 to i32
  %v30 = shl i32 %v29, 16
  %v31 = bitcast i32 %v30 to float
  %v32 = add i64 %v20, 1
  %v33 = add i64 %v20, 1
  %v34 = icmp ult i64 %v33, %v21
  %v35 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v32
  %v36 = load i16, i16 addrspace(1)* %v35, align 2
  %v37 = zext i16 %v36 to i32
  %v38 = shl i32 %v37, 16
  %v39 = bitcast i32 %v38 to float
  %v40 = add i64 %v20, 2
  %v41 = add i64 %v20, 2
  %v42 = icmp ult i64 %v41, %v21
  %v43 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v40
  %v44 = load i16, i16 addrspace(1)* %v43, align 2
  %v45 = zext i16 %v44 to i32
  %v46 = shl i32 %v45, 16
  %v47 = bitcast i32 %v46 to float
  %v48 = add i64 %v20, 3
  %v49 = add i64 %v20, 3
  %v50 = icmp ult i64 %v49, %v21
  %v51 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v48
  %v52 = load i16, i16 addrspace(1)* %v51, align 2
  %v53 = zext i16 %v52 to i32
  %v54 = shl i32 %v53, 16
  %v55 = bitcast i32 %v54 to float
  %v56 = add i64 %v20, 4
  %v57 = add i64 %v20, 4
  %v58 = icmp ult i64 %v57, %v21
  %v59 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v56
  %v60 = load i16, i16 addrspace(1)* %v59, align 2
  %v61 = zext i16 %v60 to i32
  %v62 = shl i32 %v61, 16
  %v63 = bitcast i32 %v62 to float
  %v64 = add i64 %v20, 5
  %v65 = add i64 %v20, 5
  %v66 = icmp ult i64 %v65, %v21
  %v67 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v64
  %v68 = load i16, i16 addrspace(1)* %v67, align 2
  %v69 = zext i16 %v68 to i32
  %v70 = shl i32 %v69, 16
  %v71 = bitcast i32 %v70 to float
  %v72 = add i64 %v20, 6
  %v73 = add i64 %v20, 6
  %v74 = icmp ult i64 %v73, %v21
  %v75 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v72
  %v76 = load i16, i16 addrspace(1)* %v75, align 2
  %v77 = zext i16 %v76 to i32
  %v78 = shl i32 %v77, 16
  %v79 = bitcast i32 %v78 to float
  %v80 = add i64 %v20, 7
  %v81 = add i64 %v20, 7
  %v82 = icmp ult i64 %v81, %v21
  %v83 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v80
  %v84 = load i16, i16 addrspace(1)* %v83, align 2
  %v85 = zext i16 %v84 to i32
  %v86 = shl i32 %v85, 16
  %v87 = bitcast i32 %v86 to float
  br label %ld_done3
ld_edge2:
  %v88 = bitcast float 0x0000000000000000 to i32
  %v89 = lshr i32 %v88, 16
  %v90 = trunc i32 %v89 to i16
  %v91 = icmp ult i64 %v20, %v21
  %v92 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v93 = ptrtoint i16 addrspace(1)* %v92 to i64
  %v94 = zext i1 %v91 to i32
  %v95 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v93, i32 %v94, i16 %v90)
  %v96 = zext i16 %v95 to i32
  %v97 = shl i32 %v96, 16
  %v98 = bitcast i32 %v97 to float
  %v99 = add i64 %v20, 1
  %v100 = add i64 %v20, 1
  %v101 = icmp ult i64 %v100, %v21
  %v102 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v99
  %v103 = ptrtoint i16 addrspace(1)* %v102 to i64
  %v104 = zext i1 %v101 to i32
  %v105 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v103, i32 %v104, i16 %v90)
  %v106 = zext i16 %v105 to i32
  %v107 = shl i32 %v106, 16
  %v108 = bitcast i32 %v107 to float
  %v109 = add i64 %v20, 2
  %v110 = add i64 %v20, 2
  %v111 = icmp ult i64 %v110, %v21
  %v112 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v109
  %v113 = ptrtoint i16 addrspace(1)* %v112 to i64
  %v114 = zext i1 %v111 to i32
  %v115 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v113, i32 %v114, i16 %v90)
  %v116 = zext i16 %v115 to i32
  %v117 = shl i32 %v116, 16
  %v118 = bitcast i32 %v117 to float
  %v119 = add i64 %v20, 3
  %v120 = add i64 %v20, 3
  %v121 = icmp ult i64 %v120, %v21
  %v122 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v119
  %v123 = ptrtoint i16 addrspace(1)* %v122 to i64
  %v124 = zext i1 %v121 to i32
  %v125 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v123, i32 %v124, i16 %v90)
  %v126 = zext i16 %v125 to i32
  %v127 = shl i32 %v126, 16
  %v128 = bitcast i32 %v127 to float
  %v129 = add i64 %v20, 4
  %v130 = add i64 %v20, 4
  %v131 = icmp ult i64 %v130, %v21
  %v132 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v129
  %v133 = ptrtoint i16 addrspace(1)* %v132 to i64
  %v134 = zext i1 %v131 to i32
  %v135 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v133, i32 %v134, i16 %v90)
  %v136 = zext i16 %v135 to i32
  %v137 = shl i32 %v136, 16
  %v138 = bitcast i32 %v137 to float
  %v139 = add i64 %v20, 5
  %v140 = add i64 %v20, 5
  %v141 = icmp ult i64 %v140, %v21
  %v142 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v139
  %v143 = ptrtoint i16 addrspace(1)* %v142 to i64
  %v144 = zext i1 %v141 to i32
  %v145 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v143, i32 %v144, i16 %v90)
  %v146 = zext i16 %v145 to i32
  %v147 = shl i32 %v146, 16
  %v148 = bitcast i32 %v147 to float
  %v149 = add i64 %v20, 6
  %v150 = add i64 %v20, 6
  %v151 = icmp ult i64 %v150, %v21
  %v152 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v149
  %v153 = ptrtoint i16 addrspace(1)* %v152 to i64
  %v154 = zext i1 %v151 to i32
  %v155 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v153, i32 %v154, i16 %v90)
  %v156 = zext i16 %v155 to i32
  %v157 = shl i32 %v156, 16
  %v158 = bitcast i32 %v157 to float
  %v159 = add i64 %v20, 7
  %v160 = add i64 %v20, 7
  %v161 = icmp ult i64 %v160, %v21
  %v162 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v159
  %v163 = ptrtoint i16 addrspace(1)* %v162 to i64
  %v164 = zext i1 %v161 to i32
  %v165 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v163, i32 %v164, i16 %v90)
  %v166 = zext i16 %v165 to i32
  %v167 = shl i32 %v166, 16
  %v168 = bitcast i32 %v167 to float
  br label %ld_done3
ld_done3:
  %v169 = phi float [ %v31, %ld_full1 ], [ %v98, %ld_edge2 ]
  %v170 = phi float [ %v39, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v171 = phi float [ %v47, %ld_full1 ], [ %v118, %ld_edge2 ]
  %v172 = phi float [ %v55, %ld_full1 ], [ %v128, %ld_edge2 ]
  %v173 = phi float [ %v63, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v174 = phi float [ %v71, %ld_full1 ], [ %v148, %ld_edge2 ]
  %v175 = phi float [ %v79, %ld_full1 ], [ %v158, %ld_edge2 ]
  %v176 = phi float [ %v87, %ld_full1 ], [ %v168, %ld_edge2 ]
  %v177 = and i32 %v2, 1
  %v178 = shl i32 %v177, 3
  %v179 = lshr i32 %v2, 1
  %v180 = and i32 %v179, 1
  %v181 = shl i32 %v180, 4
  %v182 = or i32 %v178, %v181
  %v183 = lshr i32 %v2, 2
  %v184 = and i32 %v183, 1
  %v185 = shl i32 %v184, 5
  %v186 = or i32 %v182, %v185
  %v187 = and i32 %v186, 63
  %v188 = sext i32 %v4 to i64
  %v189 = mul i64 %v188, 64
  %v190 = zext i32 %v187 to i64
  %v191 = add i64 %v189, %v190
  %v192 = zext i32 %p4 to i64
  %v193 = add i64 %v189, 64
  %v194 = icmp sle i64 %v193, %v192
  %v195 = icmp sge i64 %v188, 0
  %v196 = and i1 %v194, %v195
  %v197 = and i32 %v2, 24
  %v198 = icmp eq i32 %v197, 0
  %v199 = and i32 %v3, 3
  %v200 = icmp eq i32 %v199, 0
  %v201 = and i1 %v198, %v200
  br i1 %v201, label %st_owner4, label %join5
st_owner4:
  br i1 %v196, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v202 = icmp ult i64 %v191, %v192
  %v203 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v191
  %v204 = bitcast float %v169 to i32
  %v205 = lshr i32 %v204, 16
  %v206 = trunc i32 %v205 to i16
  %v207 = bitcast float %v170 to i32
  %v208 = lshr i32 %v207, 16
  %v209 = trunc i32 %v208 to i16
  %v210 = bitcast float %v171 to i32
  %v211 = lshr i32 %v210, 16
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast float %v172 to i32
  %v214 = lshr i32 %v213, 16
  %v215 = trunc i32 %v214 to i16
  %v216 = bitcast float %v173 to i32
  %v217 = lshr i32 %v216, 16
  %v218 = trunc i32 %v217 to i16
  %v219 = bitcast float %v174 to i32
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast float %v175 to i32
  %v223 = lshr i32 %v222, 16
  %v224 = trunc i32 %v223 to i16
  %v225 = bitcast float %v176 to i32
  %v226 = lshr i32 %v225, 16
  %v227 = trunc i32 %v226 to i16
  %v228 = zext i16 %v206 to i32
  %v229 = zext i16 %v209 to i32
  %v230 = shl i32 %v229, 16
  %v231 = or i32 %v228, %v230
  %v232 = zext i16 %v212 to i32
  %v233 = zext i16 %v215 to i32
  %v234 = shl i32 %v233, 16
  %v235 = or i32 %v232, %v234
  %v236 = zext i16 %v218 to i32
  %v237 = zext i16 %v221 to i32
  %v238 = shl i32 %v237, 16
  %v239 = or i32 %v236, %v238
  %v240 = zext i16 %v224 to i32
  %v241 = zext i16 %v227 to i32
  %v242 = shl i32 %v241, 16
  %v243 = or i32 %v240, %v242
  %v244 = insertelement <4 x i32> undef, i32 %v231, i32 0
  %v245 = insertelement <4 x i32> %v244, i32 %v235, i32 1
  %v246 = insertelement <4 x i32> %v245, i32 %v239, i32 2
  %v247 = insertelement <4 x i32> %v246, i32 %v243, i32 3
  %v248 = bitcast i16 addrspace(1)* %v203 to <4 x i32> addrspace(1)*
  store <4 x i32> %v247, <4 x i32> addrspace(1)* %v248, align 16
  br label %st_done8
st_edge7:
  %v249 = icmp ult i64 %v191, %v192
  %v250 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v191
  br i1 %v249, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v251 = bitcast float %v169 to i32
  %v252 = lshr i32 %v251, 16
  %v253 = trunc i32 %v252 to i16
  %v254 = bitcast float %v170 to i32
  %v255 = lshr i32 %v254, 16
  %v256 = trunc i32 %v255 to i16
  %v257 = bitcast float %v171 to i32
  %v258 = lshr i32 %v257, 16
  %v259 = trunc i32 %v258 to i16
  %v260 = bitcast float %v172 to i32
  %v261 = lshr i32 %v260, 16
  %v262 = trunc i32 %v261 to i16
  %v263 = bitcast float %v173 to i32
  %v264 = lshr i32 %v263, 16
  %v265 = trunc i32 %v264 to i16
  %v266 = bitcast float %v174 to i32
  %v267 = lshr i32 %v266, 16
  %v268 = trunc i32 %v267 to i16
  %v269 = bitcast float %v175 to i32
  %v270 = lshr i32 %v269, 16
  %v271 = trunc i32 %v270 to i16
  %v272 = bitcast float %v176 to i32
  %v273 = lshr i32 %v272, 16
  %v274 = trunc i32 %v273 to i16
  %v275 = zext i16 %v253 to i32
  %v276 = zext i16 %v256 to i32
  %v277 = shl i32 %v276, 16
  %v278 = or i32 %v275, %v277
  %v279 = zext i16 %v259 to i32
  %v280 = zext i16 %v262 to i32
  %v281 = shl i32 %v280, 16
  %v282 = or i32 %v279, %v281
  %v283 = zext i16 %v265 to i32
  %v284 = zext i16 %v268 to i32
  %v285 = shl i32 %v284, 16
  %v286 = or i32 %v283, %v285
  %v287 = zext i16 %v271 to i32
  %v288 = zext i16 %v274 to i32
  %v289 = shl i32 %v288, 16
  %v290 = or i32 %v287, %v289
  %v291 = insertelement <4 x i32> undef, i32 %v278, i32 0
  %v292 = insertelement <4 x i32> %v291, i32 %v282, i32 1
  %v293 = insertelement <4 x i32> %v292, i32 %v286, i32 2
  %v294 = insertelement <4 x i32> %v293, i32 %v290, i32 3
  %v295 = bitcast i16 addrspace(1)* %v250 to <4 x i32> addrspace(1)*
  store <4 x i32> %v294, <4 x i32> addrspace(1)* %v295, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_zero, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_zero, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_neg_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_neg_inf(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v28 = load i16, i16 addrspace(1)* %v27, align 2
  %v29 = zext i16 %v28 to i32
  %v30 = shl i32 %v29, 16
  %v31 = bitcast i32 %v30 to float
  %v32 = add i64 %v20, 1
  %v33 = add i64 %v20, 1
  %v34 = icmp ult i64 %v33, %v21
  %v35 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v32
  %v36 = load i16, i16 addrspace(1)* %v35, align 2
  %v37 = zext i16 %v36 to i32
  %v38 = shl i32 %v37, 16
  %v39 = bitcast i32 %v38 to float
  %v40 = add i64 %v20, 2
  %v41 = add i64 %v20, 2
  %v42 = icmp ult i64 %v41, %v21
  %v43 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v40
  %v44 = load i16, i16 addrspace(1)* %v43, align 2
  %v45 = zext i16 %v44 to i32
  %v46 = shl i32 %v45, 16
  %v47 = bitcast i32 %v46 to float
  %v48 = add i64 %v20, 3
  %v49 = add i64 %v20, 3
  %v50 = icmp ult i64 %v49, %v21
  %v51 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v48
  %v52 = load i16, i16 addrspace(1)* %v51, align 2
  %v53 = zext i16 %v52 to i32
  %v54 = shl i32 %v53, 16
  %v55 = bitcast i32 %v54 to float
  %v56 = add i64 %v20, 4
  %v57 = add i64 %v20, 4
  %v58 = icmp ult i64 %v57, %v21
  %v59 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v56
  %v60 = load i16, i16 addrspace(1)* %v59, align 2
  %v61 = zext i16 %v60 to i32
  %v62 = shl i32 %v61, 16
  %v63 = bitcast i32 %v62 to float
  %v64 = add i64 %v20, 5
  %v65 = add i64 %v20, 5
  %v66 = icmp ult i64 %v65, %v21
  %v67 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v64
  %v68 = load i16, i16 addrspace(1)* %v67, align 2
  %v69 = zext i16 %v68 to i32
  %v70 = shl i32 %v69, 16
  %v71 = bitcast i32 %v70 to float
  %v72 = add i64 %v20, 6
  %v73 = add i64 %v20, 6
  %v74 = icmp ult i64 %v73, %v21
  %v75 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v72
  %v76 = load i16, i16 addrspace(1)* %v75, align 2
  %v77 = zext i16 %v76 to i32
  %v78 = shl i32 %v77, 16
  %v79 = bitcast i32 %v78 to float
  %v80 = add i64 %v20, 7
  %v81 = add i64 %v20, 7
  %v82 = icmp ult i64 %v81, %v21
  %v83 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v80
  %v84 = load i16, i16 addrspace(1)* %v83, align 2
  %v85 = zext i16 %v84 to i32
  %v86 = shl i32 %v85, 16
  %v87 = bitcast i32 %v86 to float
  br label %ld_done3
ld_edge2:
  %v88 = bitcast float 0xFFF0000000000000 to i32
  %v89 = lshr i32 %v88, 16
  %v90 = trunc i32 %v89 to i16
  %v91 = icmp ult i64 %v20, %v21
  %v92 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v93 = ptrtoint i16 addrspace(1)* %v92 to i64
  %v94 = zext i1 %v91 to i32
  %v95 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v93, i32 %v94, i16 %v90)
  %v96 = zext i16 %v95 to i32
  %v97 = shl i32 %v96, 16
  %v98 = bitcast i32 %v97 to float
  %v99 = add i64 %v20, 1
  %v100 = add i64 %v20, 1
  %v101 = icmp ult i64 %v100, %v21
  %v102 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v99
  %v103 = ptrtoint i16 addrspace(1)* %v102 to i64
  %v104 = zext i1 %v101 to i32
  %v105 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v103, i32 %v104, i16 %v90)
  %v106 = zext i16 %v105 to i32
  %v107 = shl i32 %v106, 16
  %v108 = bitcast i32 %v107 to float
  %v109 = add i64 %v20, 2
  %v110 = add i64 %v20, 2
  %v111 = icmp ult i64 %v110, %v21
  %v112 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v109
  %v113 = ptrtoint i16 addrspace(1)* %v112 to i64
  %v114 = zext i1 %v111 to i32
  %v115 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v113, i32 %v114, i16 %v90)
  %v116 = zext i16 %v115 to i32
  %v117 = shl i32 %v116, 16
  %v118 = bitcast i32 %v117 to float
  %v119 = add i64 %v20, 3
  %v120 = add i64 %v20, 3
  %v121 = icmp ult i64 %v120, %v21
  %v122 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v119
  %v123 = ptrtoint i16 addrspace(1)* %v122 to i64
  %v124 = zext i1 %v121 to i32
  %v125 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v123, i32 %v124, i16 %v90)
  %v126 = zext i16 %v125 to i32
  %v127 = shl i32 %v126, 16
  %v128 = bitcast i32 %v127 to float
  %v129 = add i64 %v20, 4
  %v130 = add i64 %v20, 4
  %v131 = icmp ult i64 %v130, %v21
  %v132 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v129
  %v133 = ptrtoint i16 addrspace(1)* %v132 to i64
  %v134 = zext i1 %v131 to i32
  %v135 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v133, i32 %v134, i16 %v90)
  %v136 = zext i16 %v135 to i32
  %v137 = shl i32 %v136, 16
  %v138 = bitcast i32 %v137 to float
  %v139 = add i64 %v20, 5
  %v140 = add i64 %v20, 5
  %v141 = icmp ult i64 %v140, %v21
  %v142 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v139
  %v143 = ptrtoint i16 addrspace(1)* %v142 to i64
  %v144 = zext i1 %v141 to i32
  %v145 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v143, i32 %v144, i16 %v90)
  %v146 = zext i16 %v145 to i32
  %v147 = shl i32 %v146, 16
  %v148 = bitcast i32 %v147 to float
  %v149 = add i64 %v20, 6
  %v150 = add i64 %v20, 6
  %v151 = icmp ult i64 %v150, %v21
  %v152 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v149
  %v153 = ptrtoint i16 addrspace(1)* %v152 to i64
  %v154 = zext i1 %v151 to i32
  %v155 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v153, i32 %v154, i16 %v90)
  %v156 = zext i16 %v155 to i32
  %v157 = shl i32 %v156, 16
  %v158 = bitcast i32 %v157 to float
  %v159 = add i64 %v20, 7
  %v160 = add i64 %v20, 7
  %v161 = icmp ult i64 %v160, %v21
  %v162 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v159
  %v163 = ptrtoint i16 addrspace(1)* %v162 to i64
  %v164 = zext i1 %v161 to i32
  %v165 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v163, i32 %v164, i16 %v90)
  %v166 = zext i16 %v165 to i32
  %v167 = shl i32 %v166, 16
  %v168 = bitcast i32 %v167 to float
  br label %ld_done3
ld_done3:
  %v169 = phi float [ %v31, %ld_full1 ], [ %v98, %ld_edge2 ]
  %v170 = phi float [ %v39, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v171 = phi float [ %v47, %ld_full1 ], [ %v118, %ld_edge2 ]
  %v172 = phi float [ %v55, %ld_full1 ], [ %v128, %ld_edge2 ]
  %v173 = phi float [ %v63, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v174 = phi float [ %v71, %ld_full1 ], [ %v148, %ld_edge2 ]
  %v175 = phi float [ %v79, %ld_full1 ], [ %v158, %ld_edge2 ]
  %v176 = phi float [ %v87, %ld_full1 ], [ %v168, %ld_edge2 ]
  %v177 = and i32 %v2, 1
  %v178 = shl i32 %v177, 3
  %v179 = lshr i32 %v2, 1
  %v180 = and i32 %v179, 1
  %v181 = shl i32 %v180, 4
  %v182 = or i32 %v178, %v181
  %v183 = lshr i32 %v2, 2
  %v184 = and i32 %v183, 1
  %v185 = shl i32 %v184, 5
  %v186 = or i32 %v182, %v185
  %v187 = and i32 %v186, 63
  %v188 = sext i32 %v4 to i64
  %v189 = mul i64 %v188, 64
  %v190 = zext i32 %v187 to i64
  %v191 = add i64 %v189, %v190
  %v192 = zext i32 %p4 to i64
  %v193 = add i64 %v189, 64
  %v194 = icmp sle i64 %v193, %v192
  %v195 = icmp sge i64 %v188, 0
  %v196 = and i1 %v194, %v195
  %v197 = and i32 %v2, 24
  %v198 = icmp eq i32 %v197, 0
  %v199 = and i32 %v3, 3
  %v200 = icmp eq i32 %v199, 0
  %v201 = and i1 %v198, %v200
  br i1 %v201, label %st_owner4, label %join5
st_owner4:
  br i1 %v196, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v202 = icmp ult i64 %v191, %v192
  %v203 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v191
  %v204 = bitcast float %v169 to i32
  %v205 = lshr i32 %v204, 16
  %v206 = trunc i32 %v205 to i16
  %v207 = bitcast float %v170 to i32
  %v208 = lshr i32 %v207, 16
  %v209 = trunc i32 %v208 to i16
  %v210 = bitcast float %v171 to i32
  %v211 = lshr i32 %v210, 16
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast float %v172 to i32
  %v214 = lshr i32 %v213, 16
  %v215 = trunc i32 %v214 to i16
  %v216 = bitcast float %v173 to i32
  %v217 = lshr i32 %v216, 16
  %v218 = trunc i32 %v217 to i16
  %v219 = bitcast float %v174 to i32
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast float %v175 to i32
  %v223 = lshr i32 %v222, 16
  %v224 = trunc i32 %v223 to i16
  %v225 = bitcast float %v176 to i32
  %v226 = lshr i32 %v225, 16
  %v227 = trunc i32 %v226 to i16
  %v228 = zext i16 %v206 to i32
  %v229 = zext i16 %v209 to i32
  %v230 = shl i32 %v229, 16
  %v231 = or i32 %v228, %v230
  %v232 = zext i16 %v212 to i32
  %v233 = zext i16 %v215 to i32
  %v234 = shl i32 %v233, 16
  %v235 = or i32 %v232, %v234
  %v236 = zext i16 %v218 to i32
  %v237 = zext i16 %v221 to i32
  %v238 = shl i32 %v237, 16
  %v239 = or i32 %v236, %v238
  %v240 = zext i16 %v224 to i32
  %v241 = zext i16 %v227 to i32
  %v242 = shl i32 %v241, 16
  %v243 = or i32 %v240, %v242
  %v244 = insertelement <4 x i32> undef, i32 %v231, i32 0
  %v245 = insertelement <4 x i32> %v244, i32 %v235, i32 1
  %v246 = insertelement <4 x i32> %v245, i32 %v239, i32 2
  %v247 = insertelement <4 x i32> %v246, i32 %v243, i32 3
  %v248 = bitcast i16 addrspace(1)* %v203 to <4 x i32> addrspace(1)*
  store <4 x i32> %v247, <4 x i32> addrspace(1)* %v248, align 16
  br label %st_done8
st_edge7:
  %v249 = icmp ult i64 %v191, %v192
  %v250 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v191
  br i1 %v249, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v251 = bitcast float %v169 to i32
  %v252 = lshr i32 %v251, 16
  %v253 = trunc i32 %v252 to i16
  %v254 = bitcast float %v170 to i32
  %v255 = lshr i32 %v254, 16
  %v256 = trunc i32 %v255 to i16
  %v257 = bitcast float %v171 to i32
  %v258 = lshr i32 %v257, 16
  %v259 = trunc i32 %v258 to i16
  %v260 = bitcast float %v172 to i32
  %v261 = lshr i32 %v260, 16
  %v262 = trunc i32 %v261 to i16
  %v263 = bitcast float %v173 to i32
  %v264 = lshr i32 %v263, 16
  %v265 = trunc i32 %v264 to i16
  %v266 = bitcast float %v174 to i32
  %v267 = lshr i32 %v266, 16
  %v268 = trunc i32 %v267 to i16
  %v269 = bitcast float %v175 to i32
  %v270 = lshr i32 %v269, 16
  %v271 = trunc i32 %v270 to i16
  %v272 = bitcast float %v176 to i32
  %v273 = lshr i32 %v272, 16
  %v274 = trunc i32 %v273 to i16
  %v275 = zext i16 %v253 to i32
  %v276 = zext i16 %v256 to i32
  %v277 = shl i32 %v276, 16
  %v278 = or i32 %v275, %v277
  %v279 = zext i16 %v259 to i32
  %v280 = zext i16 %v262 to i32
  %v281 = shl i32 %v280, 16
  %v282 = or i32 %v279, %v281
  %v283 = zext i16 %v265 to i32
  %v284 = zext i16 %v268 to i32
  %v285 = shl i32 %v284, 16
  %v286 = or i32 %v283, %v285
  %v287 = zext i16 %v271 to i32
  %v288 = zext i16 %v274 to i32
  %v289 = shl i32 %v288, 16
  %v290 = or i32 %v287, %v289
  %v291 = insertelement <4 x i32> undef, i32 %v278, i32 0
  %v292 = insertelement <4 x i32> %v291, i32 %v282, i32 1
  %v293 = insertelement <4 x i32> %v292, i32 %v286, i32 2
  %v294 = insertelement <4 x i32> %v293, i32 %v290, i32 3
  %v295 = bitcast i16 addrspace(1)* %v250 to <4 x i32> addrspace(1)*
  store <4 x i32> %v294, <4 x i32> addrspace(1)* %v295, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_neg_inf, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_neg_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v28 = load i16, i16 addrspace(1)* %v27, align 2
  %v29 = zext i16 %v28 to i32
  %v30 = shl i32 %v29, 16
  %v31 = bitcast i32 %v30 to float
  %v32 = add i64 %v20, 1
  %v33 = add i64 %v20, 1
  %v34 = icmp ult i64 %v33, %v21
  %v35 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v32
  %v36 = load i16, i16 addrspace(1)* %v35, align 2
  %v37 = zext i16 %v36 to i32
  %v38 = shl i32 %v37, 16
  %v39 = bitcast i32 %v38 to float
  %v40 = add i64 %v20, 2
  %v41 = add i64 %v20, 2
  %v42 = icmp ult i64 %v41, %v21
  %v43 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v40
  %v44 = load i16, i16 addrspace(1)* %v43, align 2
  %v45 = zext i16 %v44 to i32
  %v46 = shl i32 %v45, 16
  %v47 = bitcast i32 %v46 to float
  %v48 = add i64 %v20, 3
  %v49 = add i64 %v20, 3
  %v50 = icmp ult i64 %v49, %v21
  %v51 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v48
  %v52 = load i16, i16 addrspace(1)* %v51, align 2
  %v53 = zext i16 %v52 to i32
  %v54 = shl i32 %v53, 16
  %v55 = bitcast i32 %v54 to float
  %v56 = add i64 %v20, 4
  %v57 = add i64 %v20, 4
  %v58 = icmp ult i64 %v57, %v21
  %v59 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v56
  %v60 = load i16, i16 addrspace(1)* %v59, align 2
  %v61 = zext i16 %v60 to i32
  %v62 = shl i32 %v61, 16
  %v63 = bitcast i32 %v62 to float
  %v64 = add i64 %v20, 5
  %v65 = add i64 %v20, 5
  %v66 = icmp ult i64 %v65, %v21
  %v67 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v64
  %v68 = load i16, i16 addrspace(1)* %v67, align 2
  %v69 = zext i16 %v68 to i32
  %v70 = shl i32 %v69, 16
  %v71 = bitcast i32 %v70 to float
  %v72 = add i64 %v20, 6
  %v73 = add i64 %v20, 6
  %v74 = icmp ult i64 %v73, %v21
  %v75 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v72
  %v76 = load i16, i16 addrspace(1)* %v75, align 2
  %v77 = zext i16 %v76 to i32
  %v78 = shl i32 %v77, 16
  %v79 = bitcast i32 %v78 to float
  %v80 = add i64 %v20, 7
  %v81 = add i64 %v20, 7
  %v82 = icmp ult i64 %v81, %v21
  %v83 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v80
  %v84 = load i16, i16 addrspace(1)* %v83, align 2
  %v85 = zext i16 %v84 to i32
  %v86 = shl i32 %v85, 16
  %v87 = bitcast i32 %v86 to float
  br label %ld_done3
ld_edge2:
  %v88 = bitcast float 0x7FF0000000000000 to i32
  %v89 = lshr i32 %v88, 16
  %v90 = trunc i32 %v89 to i16
  %v91 = icmp ult i64 %v20, %v21
  %v92 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v93 = ptrtoint i16 addrspace(1)* %v92 to i64
  %v94 = zext i1 %v91 to i32
  %v95 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v93, i32 %v94, i16 %v90)
  %v96 = zext i16 %v95 to i32
  %v97 = shl i32 %v96, 16
  %v98 = bitcast i32 %v97 to float
  %v99 = add i64 %v20, 1
  %v100 = add i64 %v20, 1
  %v101 = icmp ult i64 %v100, %v21
  %v102 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v99
  %v103 = ptrtoint i16 addrspace(1)* %v102 to i64
  %v104 = zext i1 %v101 to i32
  %v105 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v103, i32 %v104, i16 %v90)
  %v106 = zext i16 %v105 to i32
  %v107 = shl i32 %v106, 16
  %v108 = bitcast i32 %v107 to float
  %v109 = add i64 %v20, 2
  %v110 = add i64 %v20, 2
  %v111 = icmp ult i64 %v110, %v21
  %v112 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v109
  %v113 = ptrtoint i16 addrspace(1)* %v112 to i64
  %v114 = zext i1 %v111 to i32
  %v115 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v113, i32 %v114, i16 %v90)
  %v116 = zext i16 %v115 to i32
  %v117 = shl i32 %v116, 16
  %v118 = bitcast i32 %v117 to float
  %v119 = add i64 %v20, 3
  %v120 = add i64 %v20, 3
  %v121 = icmp ult i64 %v120, %v21
  %v122 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v119
  %v123 = ptrtoint i16 addrspace(1)* %v122 to i64
  %v124 = zext i1 %v121 to i32
  %v125 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v123, i32 %v124, i16 %v90)
  %v126 = zext i16 %v125 to i32
  %v127 = shl i32 %v126, 16
  %v128 = bitcast i32 %v127 to float
  %v129 = add i64 %v20, 4
  %v130 = add i64 %v20, 4
  %v131 = icmp ult i64 %v130, %v21
  %v132 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v129
  %v133 = ptrtoint i16 addrspace(1)* %v132 to i64
  %v134 = zext i1 %v131 to i32
  %v135 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v133, i32 %v134, i16 %v90)
  %v136 = zext i16 %v135 to i32
  %v137 = shl i32 %v136, 16
  %v138 = bitcast i32 %v137 to float
  %v139 = add i64 %v20, 5
  %v140 = add i64 %v20, 5
  %v141 = icmp ult i64 %v140, %v21
  %v142 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v139
  %v143 = ptrtoint i16 addrspace(1)* %v142 to i64
  %v144 = zext i1 %v141 to i32
  %v145 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v143, i32 %v144, i16 %v90)
  %v146 = zext i16 %v145 to i32
  %v147 = shl i32 %v146, 16
  %v148 = bitcast i32 %v147 to float
  %v149 = add i64 %v20, 6
  %v150 = add i64 %v20, 6
  %v151 = icmp ult i64 %v150, %v21
  %v152 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v149
  %v153 = ptrtoint i16 addrspace(1)* %v152 to i64
  %v154 = zext i1 %v151 to i32
  %v155 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v153, i32 %v154, i16 %v90)
  %v156 = zext i16 %v155 to i32
  %v157 = shl i32 %v156, 16
  %v158 = bitcast i32 %v157 to float
  %v159 = add i64 %v20, 7
  %v160 = add i64 %v20, 7
  %v161 = icmp ult i64 %v160, %v21
  %v162 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v159
  %v163 = ptrtoint i16 addrspace(1)* %v162 to i64
  %v164 = zext i1 %v161 to i32
  %v165 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v163, i32 %v164, i16 %v90)
  %v166 = zext i16 %v165 to i32
  %v167 = shl i32 %v166, 16
  %v168 = bitcast i32 %v167 to float
  br label %ld_done3
ld_done3:
  %v169 = phi float [ %v31, %ld_full1 ], [ %v98, %ld_edge2 ]
  %v170 = phi float [ %v39, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v171 = phi float [ %v47, %ld_full1 ], [ %v118, %ld_edge2 ]
  %v172 = phi float [ %v55, %ld_full1 ], [ %v128, %ld_edge2 ]
  %v173 = phi float [ %v63, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v174 = phi float [ %v71, %ld_full1 ], [ %v148, %ld_edge2 ]
  %v175 = phi float [ %v79, %ld_full1 ], [ %v158, %ld_edge2 ]
  %v176 = phi float [ %v87, %ld_full1 ], [ %v168, %ld_edge2 ]
  %v177 = and i32 %v2, 1
  %v178 = shl i32 %v177, 3
  %v179 = lshr i32 %v2, 1
  %v180 = and i32 %v179, 1
  %v181 = shl i32 %v180, 4
  %v182 = or i32 %v178, %v181
  %v183 = lshr i32 %v2, 2
  %v184 = and i32 %v183, 1
  %v185 = shl i32 %v184, 5
  %v186 = or i32 %v182, %v185
  %v187 = and i32 %v186, 63
  %v188 = sext i32 %v4 to i64
  %v189 = mul i64 %v188, 64
  %v190 = zext i32 %v187 to i64
  %v191 = add i64 %v189, %v190
  %v192 = zext i32 %p4 to i64
  %v193 = add i64 %v189, 64
  %v194 = icmp sle i64 %v193, %v192
  %v195 = icmp sge i64 %v188, 0
  %v196 = and i1 %v194, %v195
  %v197 = and i32 %v2, 24
  %v198 = icmp eq i32 %v197, 0
  %v199 = and i32 %v3, 3
  %v200 = icmp eq i32 %v199, 0
  %v201 = and i1 %v198, %v200
  br i1 %v201, label %st_owner4, label %join5
st_owner4:
  br i1 %v196, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v202 = icmp ult i64 %v191, %v192
  %v203 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v191
  %v204 = bitcast float %v169 to i32
  %v205 = lshr i32 %v204, 16
  %v206 = trunc i32 %v205 to i16
  %v207 = bitcast float %v170 to i32
  %v208 = lshr i32 %v207, 16
  %v209 = trunc i32 %v208 to i16
  %v210 = bitcast float %v171 to i32
  %v211 = lshr i32 %v210, 16
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast float %v172 to i32
  %v214 = lshr i32 %v213, 16
  %v215 = trunc i32 %v214 to i16
  %v216 = bitcast float %v173 to i32
  %v217 = lshr i32 %v216, 16
  %v218 = trunc i32 %v217 to i16
  %v219 = bitcast float %v174 to i32
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast float %v175 to i32
  %v223 = lshr i32 %v222, 16
  %v224 = trunc i32 %v223 to i16
  %v225 = bitcast float %v176 to i32
  %v226 = lshr i32 %v225, 16
  %v227 = trunc i32 %v226 to i16
  %v228 = zext i16 %v206 to i32
  %v229 = zext i16 %v209 to i32
  %v230 = shl i32 %v229, 16
  %v231 = or i32 %v228, %v230
  %v232 = zext i16 %v212 to i32
  %v233 = zext i16 %v215 to i32
  %v234 = shl i32 %v233, 16
  %v235 = or i32 %v232, %v234
  %v236 = zext i16 %v218 to i32
  %v237 = zext i16 %v221 to i32
  %v238 = shl i32 %v237, 16
  %v239 = or i32 %v236, %v238
  %v240 = zext i16 %v224 to i32
  %v241 = zext i16 %v227 to i32
  %v242 = shl i32 %v241, 16
  %v243 = or i32 %v240, %v242
  %v244 = insertelement <4 x i32> undef, i32 %v231, i32 0
  %v245 = insertelement <4 x i32> %v244, i32 %v235, i32 1
  %v246 = insertelement <4 x i32> %v245, i32 %v239, i32 2
  %v247 = insertelement <4 x i32> %v246, i32 %v243, i32 3
  %v248 = bitcast i16 addrspace(1)* %v203 to <4 x i32> addrspace(1)*
  store <4 x i32> %v247, <4 x i32> addrspace(1)* %v248, align 16
  br label %st_done8
st_edge7:
  %v249 = icmp ult i64 %v191, %v192
  %v250 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v191
  br i1 %v249, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v251 = bitcast float %v169 to i32
  %v252 = lshr i32 %v251, 16
  %v253 = trunc i32 %v252 to i16
  %v254 = bitcast float %v170 to i32
  %v255 = lshr i32 %v254, 16
  %v256 = trunc i32 %v255 to i16
  %v257 = bitcast float %v171 to i32
  %v258 = lshr i32 %v257, 16
  %v259 = trunc i32 %v258 to i16
  %v260 = bitcast float %v172 to i32
  %v261 = lshr i32 %v260, 16
  %v262 = trunc i32 %v261 to i16
  %v263 = bitcast float %v173 to i32
  %v264 = lshr i32 %v263, 16
  %v265 = trunc i32 %v264 to i16
  %v266 = bitcast float %v174 to i32
  %v267 = lshr i32 %v266, 16
  %v268 = trunc i32 %v267 to i16
  %v269 = bitcast float %v175 to i32
  %v270 = lshr i32 %v269, 16
  %v271 = trunc i32 %v270 to i16
  %v272 = bitcast float %v176 to i32
  %v273 = lshr i32 %v272, 16
  %v274 = trunc i32 %v273 to i16
  %v275 = zext i16 %v253 to i32
  %v276 = zext i16 %v256 to i32
  %v277 = shl i32 %v276, 16
  %v278 = or i32 %v275, %v277
  %v279 = zext i16 %v259 to i32
  %v280 = zext i16 %v262 to i32
  %v281 = shl i32 %v280, 16
  %v282 = or i32 %v279, %v281
  %v283 = zext i16 %v265 to i32
  %v284 = zext i16 %v268 to i32
  %v285 = shl i32 %v284, 16
  %v286 = or i32 %v283, %v285
  %v287 = zext i16 %v271 to i32
  %v288 = zext i16 %v274 to i32
  %v289 = shl i32 %v288, 16
  %v290 = or i32 %v287, %v289
  %v291 = insertelement <4 x i32> undef, i32 %v278, i32 0
  %v292 = insertelement <4 x i32> %v291, i32 %v282, i32 1
  %v293 = insertelement <4 x i32> %v292, i32 %v286, i32 2
  %v294 = insertelement <4 x i32> %v293, i32 %v290, i32 3
  %v295 = bitcast i16 addrspace(1)* %v250 to <4 x i32> addrspace(1)*
  store <4 x i32> %v294, <4 x i32> addrspace(1)* %v295, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_pos_inf, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_pos_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_nan [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_nan(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = and i32 %v15, 63
  %v17 = sext i32 %v5 to i64
  %v18 = mul i64 %v17, 64
  %v19 = zext i32 %v16 to i64
  %v20 = add i64 %v18, %v19
  %v21 = zext i32 %p1 to i64
  %v22 = add i64 %v18, 64
  %v23 = icmp sle i64 %v22, %v21
  %v24 = icmp sge i64 %v17, 0
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v20, %v21
  %v27 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v28 = load i16, i16 addrspace(1)* %v27, align 2
  %v29 = zext i16 %v28 to i32
  %v30 = shl i32 %v29, 16
  %v31 = bitcast i32 %v30 to float
  %v32 = add i64 %v20, 1
  %v33 = add i64 %v20, 1
  %v34 = icmp ult i64 %v33, %v21
  %v35 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v32
  %v36 = load i16, i16 addrspace(1)* %v35, align 2
  %v37 = zext i16 %v36 to i32
  %v38 = shl i32 %v37, 16
  %v39 = bitcast i32 %v38 to float
  %v40 = add i64 %v20, 2
  %v41 = add i64 %v20, 2
  %v42 = icmp ult i64 %v41, %v21
  %v43 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v40
  %v44 = load i16, i16 addrspace(1)* %v43, align 2
  %v45 = zext i16 %v44 to i32
  %v46 = shl i32 %v45, 16
  %v47 = bitcast i32 %v46 to float
  %v48 = add i64 %v20, 3
  %v49 = add i64 %v20, 3
  %v50 = icmp ult i64 %v49, %v21
  %v51 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v48
  %v52 = load i16, i16 addrspace(1)* %v51, align 2
  %v53 = zext i16 %v52 to i32
  %v54 = shl i32 %v53, 16
  %v55 = bitcast i32 %v54 to float
  %v56 = add i64 %v20, 4
  %v57 = add i64 %v20, 4
  %v58 = icmp ult i64 %v57, %v21
  %v59 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v56
  %v60 = load i16, i16 addrspace(1)* %v59, align 2
  %v61 = zext i16 %v60 to i32
  %v62 = shl i32 %v61, 16
  %v63 = bitcast i32 %v62 to float
  %v64 = add i64 %v20, 5
  %v65 = add i64 %v20, 5
  %v66 = icmp ult i64 %v65, %v21
  %v67 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v64
  %v68 = load i16, i16 addrspace(1)* %v67, align 2
  %v69 = zext i16 %v68 to i32
  %v70 = shl i32 %v69, 16
  %v71 = bitcast i32 %v70 to float
  %v72 = add i64 %v20, 6
  %v73 = add i64 %v20, 6
  %v74 = icmp ult i64 %v73, %v21
  %v75 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v72
  %v76 = load i16, i16 addrspace(1)* %v75, align 2
  %v77 = zext i16 %v76 to i32
  %v78 = shl i32 %v77, 16
  %v79 = bitcast i32 %v78 to float
  %v80 = add i64 %v20, 7
  %v81 = add i64 %v20, 7
  %v82 = icmp ult i64 %v81, %v21
  %v83 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v80
  %v84 = load i16, i16 addrspace(1)* %v83, align 2
  %v85 = zext i16 %v84 to i32
  %v86 = shl i32 %v85, 16
  %v87 = bitcast i32 %v86 to float
  br label %ld_done3
ld_edge2:
  %v88 = bitcast float 0x7FF8000000000000 to i32
  %v89 = lshr i32 %v88, 16
  %v90 = trunc i32 %v89 to i16
  %v91 = icmp ult i64 %v20, %v21
  %v92 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v20
  %v93 = ptrtoint i16 addrspace(1)* %v92 to i64
  %v94 = zext i1 %v91 to i32
  %v95 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v93, i32 %v94, i16 %v90)
  %v96 = zext i16 %v95 to i32
  %v97 = shl i32 %v96, 16
  %v98 = bitcast i32 %v97 to float
  %v99 = add i64 %v20, 1
  %v100 = add i64 %v20, 1
  %v101 = icmp ult i64 %v100, %v21
  %v102 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v99
  %v103 = ptrtoint i16 addrspace(1)* %v102 to i64
  %v104 = zext i1 %v101 to i32
  %v105 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v103, i32 %v104, i16 %v90)
  %v106 = zext i16 %v105 to i32
  %v107 = shl i32 %v106, 16
  %v108 = bitcast i32 %v107 to float
  %v109 = add i64 %v20, 2
  %v110 = add i64 %v20, 2
  %v111 = icmp ult i64 %v110, %v21
  %v112 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v109
  %v113 = ptrtoint i16 addrspace(1)* %v112 to i64
  %v114 = zext i1 %v111 to i32
  %v115 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v113, i32 %v114, i16 %v90)
  %v116 = zext i16 %v115 to i32
  %v117 = shl i32 %v116, 16
  %v118 = bitcast i32 %v117 to float
  %v119 = add i64 %v20, 3
  %v120 = add i64 %v20, 3
  %v121 = icmp ult i64 %v120, %v21
  %v122 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v119
  %v123 = ptrtoint i16 addrspace(1)* %v122 to i64
  %v124 = zext i1 %v121 to i32
  %v125 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v123, i32 %v124, i16 %v90)
  %v126 = zext i16 %v125 to i32
  %v127 = shl i32 %v126, 16
  %v128 = bitcast i32 %v127 to float
  %v129 = add i64 %v20, 4
  %v130 = add i64 %v20, 4
  %v131 = icmp ult i64 %v130, %v21
  %v132 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v129
  %v133 = ptrtoint i16 addrspace(1)* %v132 to i64
  %v134 = zext i1 %v131 to i32
  %v135 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v133, i32 %v134, i16 %v90)
  %v136 = zext i16 %v135 to i32
  %v137 = shl i32 %v136, 16
  %v138 = bitcast i32 %v137 to float
  %v139 = add i64 %v20, 5
  %v140 = add i64 %v20, 5
  %v141 = icmp ult i64 %v140, %v21
  %v142 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v139
  %v143 = ptrtoint i16 addrspace(1)* %v142 to i64
  %v144 = zext i1 %v141 to i32
  %v145 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v143, i32 %v144, i16 %v90)
  %v146 = zext i16 %v145 to i32
  %v147 = shl i32 %v146, 16
  %v148 = bitcast i32 %v147 to float
  %v149 = add i64 %v20, 6
  %v150 = add i64 %v20, 6
  %v151 = icmp ult i64 %v150, %v21
  %v152 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v149
  %v153 = ptrtoint i16 addrspace(1)* %v152 to i64
  %v154 = zext i1 %v151 to i32
  %v155 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v153, i32 %v154, i16 %v90)
  %v156 = zext i16 %v155 to i32
  %v157 = shl i32 %v156, 16
  %v158 = bitcast i32 %v157 to float
  %v159 = add i64 %v20, 7
  %v160 = add i64 %v20, 7
  %v161 = icmp ult i64 %v160, %v21
  %v162 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v159
  %v163 = ptrtoint i16 addrspace(1)* %v162 to i64
  %v164 = zext i1 %v161 to i32
  %v165 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v163, i32 %v164, i16 %v90)
  %v166 = zext i16 %v165 to i32
  %v167 = shl i32 %v166, 16
  %v168 = bitcast i32 %v167 to float
  br label %ld_done3
ld_done3:
  %v169 = phi float [ %v31, %ld_full1 ], [ %v98, %ld_edge2 ]
  %v170 = phi float [ %v39, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v171 = phi float [ %v47, %ld_full1 ], [ %v118, %ld_edge2 ]
  %v172 = phi float [ %v55, %ld_full1 ], [ %v128, %ld_edge2 ]
  %v173 = phi float [ %v63, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v174 = phi float [ %v71, %ld_full1 ], [ %v148, %ld_edge2 ]
  %v175 = phi float [ %v79, %ld_full1 ], [ %v158, %ld_edge2 ]
  %v176 = phi float [ %v87, %ld_full1 ], [ %v168, %ld_edge2 ]
  %v177 = and i32 %v2, 1
  %v178 = shl i32 %v177, 3
  %v179 = lshr i32 %v2, 1
  %v180 = and i32 %v179, 1
  %v181 = shl i32 %v180, 4
  %v182 = or i32 %v178, %v181
  %v183 = lshr i32 %v2, 2
  %v184 = and i32 %v183, 1
  %v185 = shl i32 %v184, 5
  %v186 = or i32 %v182, %v185
  %v187 = and i32 %v186, 63
  %v188 = sext i32 %v4 to i64
  %v189 = mul i64 %v188, 64
  %v190 = zext i32 %v187 to i64
  %v191 = add i64 %v189, %v190
  %v192 = zext i32 %p4 to i64
  %v193 = add i64 %v189, 64
  %v194 = icmp sle i64 %v193, %v192
  %v195 = icmp sge i64 %v188, 0
  %v196 = and i1 %v194, %v195
  %v197 = and i32 %v2, 24
  %v198 = icmp eq i32 %v197, 0
  %v199 = and i32 %v3, 3
  %v200 = icmp eq i32 %v199, 0
  %v201 = and i1 %v198, %v200
  br i1 %v201, label %st_owner4, label %join5
st_owner4:
  br i1 %v196, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v202 = icmp ult i64 %v191, %v192
  %v203 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v191
  %v204 = bitcast float %v169 to i32
  %v205 = lshr i32 %v204, 16
  %v206 = trunc i32 %v205 to i16
  %v207 = bitcast float %v170 to i32
  %v208 = lshr i32 %v207, 16
  %v209 = trunc i32 %v208 to i16
  %v210 = bitcast float %v171 to i32
  %v211 = lshr i32 %v210, 16
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast float %v172 to i32
  %v214 = lshr i32 %v213, 16
  %v215 = trunc i32 %v214 to i16
  %v216 = bitcast float %v173 to i32
  %v217 = lshr i32 %v216, 16
  %v218 = trunc i32 %v217 to i16
  %v219 = bitcast float %v174 to i32
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast float %v175 to i32
  %v223 = lshr i32 %v222, 16
  %v224 = trunc i32 %v223 to i16
  %v225 = bitcast float %v176 to i32
  %v226 = lshr i32 %v225, 16
  %v227 = trunc i32 %v226 to i16
  %v228 = zext i16 %v206 to i32
  %v229 = zext i16 %v209 to i32
  %v230 = shl i32 %v229, 16
  %v231 = or i32 %v228, %v230
  %v232 = zext i16 %v212 to i32
  %v233 = zext i16 %v215 to i32
  %v234 = shl i32 %v233, 16
  %v235 = or i32 %v232, %v234
  %v236 = zext i16 %v218 to i32
  %v237 = zext i16 %v221 to i32
  %v238 = shl i32 %v237, 16
  %v239 = or i32 %v236, %v238
  %v240 = zext i16 %v224 to i32
  %v241 = zext i16 %v227 to i32
  %v242 = shl i32 %v241, 16
  %v243 = or i32 %v240, %v242
  %v244 = insertelement <4 x i32> undef, i32 %v231, i32 0
  %v245 = insertelement <4 x i32> %v244, i32 %v235, i32 1
  %v246 = insertelement <4 x i32> %v245, i32 %v239, i32 2
  %v247 = insertelement <4 x i32> %v246, i32 %v243, i32 3
  %v248 = bitcast i16 addrspace(1)* %v203 to <4 x i32> addrspace(1)*
  store <4 x i32> %v247, <4 x i32> addrspace(1)* %v248, align 16
  br label %st_done8
st_edge7:
  %v249 = icmp ult i64 %v191, %v192
  %v250 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v191
  br i1 %v249, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v251 = bitcast float %v169 to i32
  %v252 = lshr i32 %v251, 16
  %v253 = trunc i32 %v252 to i16
  %v254 = bitcast float %v170 to i32
  %v255 = lshr i32 %v254, 16
  %v256 = trunc i32 %v255 to i16
  %v257 = bitcast float %v171 to i32
  %v258 = lshr i32 %v257, 16
  %v259 = trunc i32 %v258 to i16
  %v260 = bitcast float %v172 to i32
  %v261 = lshr i32 %v260, 16
  %v262 = trunc i32 %v261 to i16
  %v263 = bitcast float %v173 to i32
  %v264 = lshr i32 %v263, 16
  %v265 = trunc i32 %v264 to i16
  %v266 = bitcast float %v174 to i32
  %v267 = lshr i32 %v266, 16
  %v268 = trunc i32 %v267 to i16
  %v269 = bitcast float %v175 to i32
  %v270 = lshr i32 %v269, 16
  %v271 = trunc i32 %v270 to i16
  %v272 = bitcast float %v176 to i32
  %v273 = lshr i32 %v272, 16
  %v274 = trunc i32 %v273 to i16
  %v275 = zext i16 %v253 to i32
  %v276 = zext i16 %v256 to i32
  %v277 = shl i32 %v276, 16
  %v278 = or i32 %v275, %v277
  %v279 = zext i16 %v259 to i32
  %v280 = zext i16 %v262 to i32
  %v281 = shl i32 %v280, 16
  %v282 = or i32 %v279, %v281
  %v283 = zext i16 %v265 to i32
  %v284 = zext i16 %v268 to i32
  %v285 = shl i32 %v284, 16
  %v286 = or i32 %v283, %v285
  %v287 = zext i16 %v271 to i32
  %v288 = zext i16 %v274 to i32
  %v289 = shl i32 %v288, 16
  %v290 = or i32 %v287, %v289
  %v291 = insertelement <4 x i32> undef, i32 %v278, i32 0
  %v292 = insertelement <4 x i32> %v291, i32 %v282, i32 1
  %v293 = insertelement <4 x i32> %v292, i32 %v286, i32 2
  %v294 = insertelement <4 x i32> %v293, i32 %v290, i32 3
  %v295 = bitcast i16 addrspace(1)* %v250 to <4 x i32> addrspace(1)*
  store <4 x i32> %v294, <4 x i32> addrspace(1)* %v295, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_nan, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @pad_nan, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_zero [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_zero(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = and i32 %v19, 63
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 64
  %v23 = zext i32 %v20 to i64
  %v24 = add i64 %v22, %v23
  %v25 = zext i32 %p1 to i64
  %v26 = add i64 %v22, 64
  %v27 = icmp sle i64 %v26, %v25
  %v28 = icmp sge i64 %v21, 0
  %v29 = and i1 %v27, %v28
  br i1 %v29, label %ld_full1, label %ld_edge2
ld_full1:
  %v30 = icmp ult i64 %v24, %v25
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v32 = bitcast float addrspace(1)* %v31 to <4 x float> addrspace(1)*
  %v33 = load <4 x float>, <4 x float> addrspace(1)* %v32, align 16
  %v34 = extractelement <4 x float> %v33, i32 0
  %v35 = extractelement <4 x float> %v33, i32 1
  %v36 = extractelement <4 x float> %v33, i32 2
  %v37 = extractelement <4 x float> %v33, i32 3
  br label %ld_done3
ld_edge2:
  %v38 = bitcast float 0x0000000000000000 to i32
  %v39 = icmp ult i64 %v24, %v25
  %v40 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v41 = bitcast float addrspace(1)* %v40 to <4 x float> addrspace(1)*
  %v42 = ptrtoint <4 x float> addrspace(1)* %v41 to i64
  %v43 = zext i1 %v39 to i32
  %v44 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v42, i32 %v43, i32 %v38, i32 %v38, i32 %v38, i32 %v38)
  %v45 = extractvalue {i32, i32, i32, i32} %v44, 0
  %v46 = extractvalue {i32, i32, i32, i32} %v44, 1
  %v47 = extractvalue {i32, i32, i32, i32} %v44, 2
  %v48 = extractvalue {i32, i32, i32, i32} %v44, 3
  %v49 = bitcast i32 %v45 to float
  %v50 = bitcast i32 %v46 to float
  %v51 = bitcast i32 %v47 to float
  %v52 = bitcast i32 %v48 to float
  %v53 = insertelement <4 x float> undef, float %v49, i32 0
  %v54 = insertelement <4 x float> %v53, float %v50, i32 1
  %v55 = insertelement <4 x float> %v54, float %v51, i32 2
  %v56 = insertelement <4 x float> %v55, float %v52, i32 3
  %v57 = extractelement <4 x float> %v56, i32 0
  %v58 = extractelement <4 x float> %v56, i32 1
  %v59 = extractelement <4 x float> %v56, i32 2
  %v60 = extractelement <4 x float> %v56, i32 3
  br label %ld_done3
ld_done3:
  %v61 = phi float [ %v34, %ld_full1 ], [ %v57, %ld_edge2 ]
  %v62 = phi float [ %v35, %ld_full1 ], [ %v58, %ld_edge2 ]
  %v63 = phi float [ %v36, %ld_full1 ], [ %v59, %ld_edge2 ]
  %v64 = phi float [ %v37, %ld_full1 ], [ %v60, %ld_edge2 ]
  %v65 = and i32 %v2, 1
  %v66 = shl i32 %v65, 2
  %v67 = lshr i32 %v2, 1
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 3
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 2
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 4
  %v74 = or i32 %v70, %v73
  %v75 = lshr i32 %v2, 3
  %v76 = and i32 %v75, 1
  %v77 = shl i32 %v76, 5
  %v78 = or i32 %v74, %v77
  %v79 = and i32 %v78, 63
  %v80 = sext i32 %v4 to i64
  %v81 = mul i64 %v80, 64
  %v82 = zext i32 %v79 to i64
  %v83 = add i64 %v81, %v82
  %v84 = zext i32 %p4 to i64
  %v85 = add i64 %v81, 64
  %v86 = icmp sle i64 %v85, %v84
  %v87 = icmp sge i64 %v80, 0
  %v88 = and i1 %v86, %v87
  %v89 = and i32 %v2, 16
  %v90 = icmp eq i32 %v89, 0
  %v91 = and i32 %v3, 3
  %v92 = icmp eq i32 %v91, 0
  %v93 = and i1 %v90, %v92
  br i1 %v93, label %st_owner4, label %join5
st_owner4:
  br i1 %v88, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v94 = icmp ult i64 %v83, %v84
  %v95 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v83
  %v96 = insertelement <4 x float> undef, float %v61, i32 0
  %v97 = insertelement <4 x float> %v96, float %v62, i32 1
  %v98 = insertelement <4 x float> %v97, float %v63, i32 2
  %v99 = insertelement <4 x float> %v98, float %v64, i32 3
  %v100 = bitcast float addrspace(1)* %v95 to <4 x float> addrspace(1)*
  store <4 x float> %v99, <4 x float> addrspace(1)* %v100, align 16
  br label %st_done8
st_edge7:
  %v101 = icmp ult i64 %v83, %v84
  %v102 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v83
  br i1 %v101, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v103 = insertelement <4 x float> undef, float %v61, i32 0
  %v104 = insertelement <4 x float> %v103, float %v62, i32 1
  %v105 = insertelement <4 x float> %v104, float %v63, i32 2
  %v106 = insertelement <4 x float> %v105, float %v64, i32 3
  %v107 = bitcast float addrspace(1)* %v102 to <4 x float> addrspace(1)*
  store <4 x float> %v106, <4 x float> addrspace(1)* %v107, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_zero, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_zero, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_neg_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_neg_inf(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = and i32 %v19, 63
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 64
  %v23 = zext i32 %v20 to i64
  %v24 = add i64 %v22, %v23
  %v25 = zext i32 %p1 to i64
  %v26 = add i64 %v22, 64
  %v27 = icmp sle i64 %v26, %v25
  %v28 = icmp sge i64 %v21, 0
  %v29 = and i1 %v27, %v28
  br i1 %v29, label %ld_full1, label %ld_edge2
ld_full1:
  %v30 = icmp ult i64 %v24, %v25
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v32 = bitcast float addrspace(1)* %v31 to <4 x float> addrspace(1)*
  %v33 = load <4 x float>, <4 x float> addrspace(1)* %v32, align 16
  %v34 = extractelement <4 x float> %v33, i32 0
  %v35 = extractelement <4 x float> %v33, i32 1
  %v36 = extractelement <4 x float> %v33, i32 2
  %v37 = extractelement <4 x float> %v33, i32 3
  br label %ld_done3
ld_edge2:
  %v38 = bitcast float 0xFFF0000000000000 to i32
  %v39 = icmp ult i64 %v24, %v25
  %v40 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v41 = bitcast float addrspace(1)* %v40 to <4 x float> addrspace(1)*
  %v42 = ptrtoint <4 x float> addrspace(1)* %v41 to i64
  %v43 = zext i1 %v39 to i32
  %v44 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v42, i32 %v43, i32 %v38, i32 %v38, i32 %v38, i32 %v38)
  %v45 = extractvalue {i32, i32, i32, i32} %v44, 0
  %v46 = extractvalue {i32, i32, i32, i32} %v44, 1
  %v47 = extractvalue {i32, i32, i32, i32} %v44, 2
  %v48 = extractvalue {i32, i32, i32, i32} %v44, 3
  %v49 = bitcast i32 %v45 to float
  %v50 = bitcast i32 %v46 to float
  %v51 = bitcast i32 %v47 to float
  %v52 = bitcast i32 %v48 to float
  %v53 = insertelement <4 x float> undef, float %v49, i32 0
  %v54 = insertelement <4 x float> %v53, float %v50, i32 1
  %v55 = insertelement <4 x float> %v54, float %v51, i32 2
  %v56 = insertelement <4 x float> %v55, float %v52, i32 3
  %v57 = extractelement <4 x float> %v56, i32 0
  %v58 = extractelement <4 x float> %v56, i32 1
  %v59 = extractelement <4 x float> %v56, i32 2
  %v60 = extractelement <4 x float> %v56, i32 3
  br label %ld_done3
ld_done3:
  %v61 = phi float [ %v34, %ld_full1 ], [ %v57, %ld_edge2 ]
  %v62 = phi float [ %v35, %ld_full1 ], [ %v58, %ld_edge2 ]
  %v63 = phi float [ %v36, %ld_full1 ], [ %v59, %ld_edge2 ]
  %v64 = phi float [ %v37, %ld_full1 ], [ %v60, %ld_edge2 ]
  %v65 = and i32 %v2, 1
  %v66 = shl i32 %v65, 2
  %v67 = lshr i32 %v2, 1
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 3
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 2
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 4
  %v74 = or i32 %v70, %v73
  %v75 = lshr i32 %v2, 3
  %v76 = and i32 %v75, 1
  %v77 = shl i32 %v76, 5
  %v78 = or i32 %v74, %v77
  %v79 = and i32 %v78, 63
  %v80 = sext i32 %v4 to i64
  %v81 = mul i64 %v80, 64
  %v82 = zext i32 %v79 to i64
  %v83 = add i64 %v81, %v82
  %v84 = zext i32 %p4 to i64
  %v85 = add i64 %v81, 64
  %v86 = icmp sle i64 %v85, %v84
  %v87 = icmp sge i64 %v80, 0
  %v88 = and i1 %v86, %v87
  %v89 = and i32 %v2, 16
  %v90 = icmp eq i32 %v89, 0
  %v91 = and i32 %v3, 3
  %v92 = icmp eq i32 %v91, 0
  %v93 = and i1 %v90, %v92
  br i1 %v93, label %st_owner4, label %join5
st_owner4:
  br i1 %v88, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v94 = icmp ult i64 %v83, %v84
  %v95 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v83
  %v96 = insertelement <4 x float> undef, float %v61, i32 0
  %v97 = insertelement <4 x float> %v96, float %v62, i32 1
  %v98 = insertelement <4 x float> %v97, float %v63, i32 2
  %v99 = insertelement <4 x float> %v98, float %v64, i32 3
  %v100 = bitcast float addrspace(1)* %v95 to <4 x float> addrspace(1)*
  store <4 x float> %v99, <4 x float> addrspace(1)* %v100, align 16
  br label %st_done8
st_edge7:
  %v101 = icmp ult i64 %v83, %v84
  %v102 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v83
  br i1 %v101, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v103 = insertelement <4 x float> undef, float %v61, i32 0
  %v104 = insertelement <4 x float> %v103, float %v62, i32 1
  %v105 = insertelement <4 x float> %v104, float %v63, i32 2
  %v106 = insertelement <4 x float> %v105, float %v64, i32 3
  %v107 = bitcast float addrspace(1)* %v102 to <4 x float> addrspace(1)*
  store <4 x float> %v106, <4 x float> addrspace(1)* %v107, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_neg_inf, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_neg_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = and i32 %v19, 63
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 64
  %v23 = zext i32 %v20 to i64
  %v24 = add i64 %v22, %v23
  %v25 = zext i32 %p1 to i64
  %v26 = add i64 %v22, 64
  %v27 = icmp sle i64 %v26, %v25
  %v28 = icmp sge i64 %v21, 0
  %v29 = and i1 %v27, %v28
  br i1 %v29, label %ld_full1, label %ld_edge2
ld_full1:
  %v30 = icmp ult i64 %v24, %v25
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v32 = bitcast float addrspace(1)* %v31 to <4 x float> addrspace(1)*
  %v33 = load <4 x float>, <4 x float> addrspace(1)* %v32, align 16
  %v34 = extractelement <4 x float> %v33, i32 0
  %v35 = extractelement <4 x float> %v33, i32 1
  %v36 = extractelement <4 x float> %v33, i32 2
  %v37 = extractelement <4 x float> %v33, i32 3
  br label %ld_done3
ld_edge2:
  %v38 = bitcast float 0x7FF0000000000000 to i32
  %v39 = icmp ult i64 %v24, %v25
  %v40 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v41 = bitcast float addrspace(1)* %v40 to <4 x float> addrspace(1)*
  %v42 = ptrtoint <4 x float> addrspace(1)* %v41 to i64
  %v43 = zext i1 %v39 to i32
  %v44 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v42, i32 %v43, i32 %v38, i32 %v38, i32 %v38, i32 %v38)
  %v45 = extractvalue {i32, i32, i32, i32} %v44, 0
  %v46 = extractvalue {i32, i32, i32, i32} %v44, 1
  %v47 = extractvalue {i32, i32, i32, i32} %v44, 2
  %v48 = extractvalue {i32, i32, i32, i32} %v44, 3
  %v49 = bitcast i32 %v45 to float
  %v50 = bitcast i32 %v46 to float
  %v51 = bitcast i32 %v47 to float
  %v52 = bitcast i32 %v48 to float
  %v53 = insertelement <4 x float> undef, float %v49, i32 0
  %v54 = insertelement <4 x float> %v53, float %v50, i32 1
  %v55 = insertelement <4 x float> %v54, float %v51, i32 2
  %v56 = insertelement <4 x float> %v55, float %v52, i32 3
  %v57 = extractelement <4 x float> %v56, i32 0
  %v58 = extractelement <4 x float> %v56, i32 1
  %v59 = extractelement <4 x float> %v56, i32 2
  %v60 = extractelement <4 x float> %v56, i32 3
  br label %ld_done3
ld_done3:
  %v61 = phi float [ %v34, %ld_full1 ], [ %v57, %ld_edge2 ]
  %v62 = phi float [ %v35, %ld_full1 ], [ %v58, %ld_edge2 ]
  %v63 = phi float [ %v36, %ld_full1 ], [ %v59, %ld_edge2 ]
  %v64 = phi float [ %v37, %ld_full1 ], [ %v60, %ld_edge2 ]
  %v65 = and i32 %v2, 1
  %v66 = shl i32 %v65, 2
  %v67 = lshr i32 %v2, 1
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 3
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 2
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 4
  %v74 = or i32 %v70, %v73
  %v75 = lshr i32 %v2, 3
  %v76 = and i32 %v75, 1
  %v77 = shl i32 %v76, 5
  %v78 = or i32 %v74, %v77
  %v79 = and i32 %v78, 63
  %v80 = sext i32 %v4 to i64
  %v81 = mul i64 %v80, 64
  %v82 = zext i32 %v79 to i64
  %v83 = add i64 %v81, %v82
  %v84 = zext i32 %p4 to i64
  %v85 = add i64 %v81, 64
  %v86 = icmp sle i64 %v85, %v84
  %v87 = icmp sge i64 %v80, 0
  %v88 = and i1 %v86, %v87
  %v89 = and i32 %v2, 16
  %v90 = icmp eq i32 %v89, 0
  %v91 = and i32 %v3, 3
  %v92 = icmp eq i32 %v91, 0
  %v93 = and i1 %v90, %v92
  br i1 %v93, label %st_owner4, label %join5
st_owner4:
  br i1 %v88, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v94 = icmp ult i64 %v83, %v84
  %v95 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v83
  %v96 = insertelement <4 x float> undef, float %v61, i32 0
  %v97 = insertelement <4 x float> %v96, float %v62, i32 1
  %v98 = insertelement <4 x float> %v97, float %v63, i32 2
  %v99 = insertelement <4 x float> %v98, float %v64, i32 3
  %v100 = bitcast float addrspace(1)* %v95 to <4 x float> addrspace(1)*
  store <4 x float> %v99, <4 x float> addrspace(1)* %v100, align 16
  br label %st_done8
st_edge7:
  %v101 = icmp ult i64 %v83, %v84
  %v102 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v83
  br i1 %v101, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v103 = insertelement <4 x float> undef, float %v61, i32 0
  %v104 = insertelement <4 x float> %v103, float %v62, i32 1
  %v105 = insertelement <4 x float> %v104, float %v63, i32 2
  %v106 = insertelement <4 x float> %v105, float %v64, i32 3
  %v107 = bitcast float addrspace(1)* %v102 to <4 x float> addrspace(1)*
  store <4 x float> %v106, <4 x float> addrspace(1)* %v107, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_pos_inf, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_pos_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_nan [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_nan(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = and i32 %v19, 63
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 64
  %v23 = zext i32 %v20 to i64
  %v24 = add i64 %v22, %v23
  %v25 = zext i32 %p1 to i64
  %v26 = add i64 %v22, 64
  %v27 = icmp sle i64 %v26, %v25
  %v28 = icmp sge i64 %v21, 0
  %v29 = and i1 %v27, %v28
  br i1 %v29, label %ld_full1, label %ld_edge2
ld_full1:
  %v30 = icmp ult i64 %v24, %v25
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v32 = bitcast float addrspace(1)* %v31 to <4 x float> addrspace(1)*
  %v33 = load <4 x float>, <4 x float> addrspace(1)* %v32, align 16
  %v34 = extractelement <4 x float> %v33, i32 0
  %v35 = extractelement <4 x float> %v33, i32 1
  %v36 = extractelement <4 x float> %v33, i32 2
  %v37 = extractelement <4 x float> %v33, i32 3
  br label %ld_done3
ld_edge2:
  %v38 = bitcast float 0x7FF8000000000000 to i32
  %v39 = icmp ult i64 %v24, %v25
  %v40 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v41 = bitcast float addrspace(1)* %v40 to <4 x float> addrspace(1)*
  %v42 = ptrtoint <4 x float> addrspace(1)* %v41 to i64
  %v43 = zext i1 %v39 to i32
  %v44 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v42, i32 %v43, i32 %v38, i32 %v38, i32 %v38, i32 %v38)
  %v45 = extractvalue {i32, i32, i32, i32} %v44, 0
  %v46 = extractvalue {i32, i32, i32, i32} %v44, 1
  %v47 = extractvalue {i32, i32, i32, i32} %v44, 2
  %v48 = extractvalue {i32, i32, i32, i32} %v44, 3
  %v49 = bitcast i32 %v45 to float
  %v50 = bitcast i32 %v46 to float
  %v51 = bitcast i32 %v47 to float
  %v52 = bitcast i32 %v48 to float
  %v53 = insertelement <4 x float> undef, float %v49, i32 0
  %v54 = insertelement <4 x float> %v53, float %v50, i32 1
  %v55 = insertelement <4 x float> %v54, float %v51, i32 2
  %v56 = insertelement <4 x float> %v55, float %v52, i32 3
  %v57 = extractelement <4 x float> %v56, i32 0
  %v58 = extractelement <4 x float> %v56, i32 1
  %v59 = extractelement <4 x float> %v56, i32 2
  %v60 = extractelement <4 x float> %v56, i32 3
  br label %ld_done3
ld_done3:
  %v61 = phi float [ %v34, %ld_full1 ], [ %v57, %ld_edge2 ]
  %v62 = phi float [ %v35, %ld_full1 ], [ %v58, %ld_edge2 ]
  %v63 = phi float [ %v36, %ld_full1 ], [ %v59, %ld_edge2 ]
  %v64 = phi float [ %v37, %ld_full1 ], [ %v60, %ld_edge2 ]
  %v65 = and i32 %v2, 1
  %v66 = shl i32 %v65, 2
  %v67 = lshr i32 %v2, 1
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 3
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 2
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 4
  %v74 = or i32 %v70, %v73
  %v75 = lshr i32 %v2, 3
  %v76 = and i32 %v75, 1
  %v77 = shl i32 %v76, 5
  %v78 = or i32 %v74, %v77
  %v79 = and i32 %v78, 63
  %v80 = sext i32 %v4 to i64
  %v81 = mul i64 %v80, 64
  %v82 = zext i32 %v79 to i64
  %v83 = add i64 %v81, %v82
  %v84 = zext i32 %p4 to i64
  %v85 = add i64 %v81, 64
  %v86 = icmp sle i64 %v85, %v84
  %v87 = icmp sge i64 %v80, 0
  %v88 = and i1 %v86, %v87
  %v89 = and i32 %v2, 16
  %v90 = icmp eq i32 %v89, 0
  %v91 = and i32 %v3, 3
  %v92 = icmp eq i32 %v91, 0
  %v93 = and i1 %v90, %v92
  br i1 %v93, label %st_owner4, label %join5
st_owner4:
  br i1 %v88, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v94 = icmp ult i64 %v83, %v84
  %v95 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v83
  %v96 = insertelement <4 x float> undef, float %v61, i32 0
  %v97 = insertelement <4 x float> %v96, float %v62, i32 1
  %v98 = insertelement <4 x float> %v97, float %v63, i32 2
  %v99 = insertelement <4 x float> %v98, float %v64, i32 3
  %v100 = bitcast float addrspace(1)* %v95 to <4 x float> addrspace(1)*
  store <4 x float> %v99, <4 x float> addrspace(1)* %v100, align 16
  br label %st_done8
st_edge7:
  %v101 = icmp ult i64 %v83, %v84
  %v102 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v83
  br i1 %v101, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v103 = insertelement <4 x float> undef, float %v61, i32 0
  %v104 = insertelement <4 x float> %v103, float %v62, i32 1
  %v105 = insertelement <4 x float> %v104, float %v63, i32 2
  %v106 = insertelement <4 x float> %v105, float %v64, i32 3
  %v107 = bitcast float addrspace(1)* %v102 to <4 x float> addrspace(1)*
  store <4 x float> %v106, <4 x float> addrspace(1)* %v107, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_nan, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_nan, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_zero [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_zero(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = and i32 %v19, 63
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 64
  %v23 = zext i32 %v20 to i64
  %v24 = add i64 %v22, %v23
  %v25 = zext i32 %p1 to i64
  %v26 = add i64 %v22, 64
  %v27 = icmp sle i64 %v26, %v25
  %v28 = icmp sge i64 %v21, 0
  %v29 = and i1 %v27, %v28
  br i1 %v29, label %ld_full1, label %ld_edge2
ld_full1:
  %v30 = icmp ult i64 %v24, %v25
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v32 = load float, float addrspace(1)* %v31, align 4
  %v33 = add i64 %v24, 1
  %v34 = add i64 %v24, 1
  %v35 = icmp ult i64 %v34, %v25
  %v36 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v33
  %v37 = load float, float addrspace(1)* %v36, align 4
  %v38 = add i64 %v24, 2
  %v39 = add i64 %v24, 2
  %v40 = icmp ult i64 %v39, %v25
  %v41 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v38
  %v42 = load float, float addrspace(1)* %v41, align 4
  %v43 = add i64 %v24, 3
  %v44 = add i64 %v24, 3
  %v45 = icmp ult i64 %v44, %v25
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v43
  %v47 = load float, float addrspace(1)* %v46, align 4
  br label %ld_done3
ld_edge2:
  %v48 = bitcast float 0x0000000000000000 to i32
  %v49 = icmp ult i64 %v24, %v25
  %v50 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v51 = ptrtoint float addrspace(1)* %v50 to i64
  %v52 = zext i1 %v49 to i32
  %v53 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v51, i32 %v52, i32 %v48)
  %v54 = bitcast i32 %v53 to float
  %v55 = add i64 %v24, 1
  %v56 = add i64 %v24, 1
  %v57 = icmp ult i64 %v56, %v25
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v55
  %v59 = ptrtoint float addrspace(1)* %v58 to i64
  %v60 = zext i1 %v57 to i32
  %v61 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v59, i32 %v60, i32 %v48)
  %v62 = bitcast i32 %v61 to float
  %v63 = add i64 %v24, 2
  %v64 = add i64 %v24, 2
  %v65 = icmp ult i64 %v64, %v25
  %v66 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v63
  %v67 = ptrtoint float addrspace(1)* %v66 to i64
  %v68 = zext i1 %v65 to i32
  %v69 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v67, i32 %v68, i32 %v48)
  %v70 = bitcast i32 %v69 to float
  %v71 = add i64 %v24, 3
  %v72 = add i64 %v24, 3
  %v73 = icmp ult i64 %v72, %v25
  %v74 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v71
  %v75 = ptrtoint float addrspace(1)* %v74 to i64
  %v76 = zext i1 %v73 to i32
  %v77 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v75, i32 %v76, i32 %v48)
  %v78 = bitcast i32 %v77 to float
  br label %ld_done3
ld_done3:
  %v79 = phi float [ %v32, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v80 = phi float [ %v37, %ld_full1 ], [ %v62, %ld_edge2 ]
  %v81 = phi float [ %v42, %ld_full1 ], [ %v70, %ld_edge2 ]
  %v82 = phi float [ %v47, %ld_full1 ], [ %v78, %ld_edge2 ]
  %v83 = and i32 %v2, 1
  %v84 = shl i32 %v83, 2
  %v85 = lshr i32 %v2, 1
  %v86 = and i32 %v85, 1
  %v87 = shl i32 %v86, 3
  %v88 = or i32 %v84, %v87
  %v89 = lshr i32 %v2, 2
  %v90 = and i32 %v89, 1
  %v91 = shl i32 %v90, 4
  %v92 = or i32 %v88, %v91
  %v93 = lshr i32 %v2, 3
  %v94 = and i32 %v93, 1
  %v95 = shl i32 %v94, 5
  %v96 = or i32 %v92, %v95
  %v97 = and i32 %v96, 63
  %v98 = sext i32 %v4 to i64
  %v99 = mul i64 %v98, 64
  %v100 = zext i32 %v97 to i64
  %v101 = add i64 %v99, %v100
  %v102 = zext i32 %p4 to i64
  %v103 = add i64 %v99, 64
  %v104 = icmp sle i64 %v103, %v102
  %v105 = icmp sge i64 %v98, 0
  %v106 = and i1 %v104, %v105
  %v107 = and i32 %v2, 16
  %v108 = icmp eq i32 %v107, 0
  %v109 = and i32 %v3, 3
  %v110 = icmp eq i32 %v109, 0
  %v111 = and i1 %v108, %v110
  br i1 %v111, label %st_owner4, label %join5
st_owner4:
  br i1 %v106, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v112 = icmp ult i64 %v101, %v102
  %v113 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  %v114 = insertelement <4 x float> undef, float %v79, i32 0
  %v115 = insertelement <4 x float> %v114, float %v80, i32 1
  %v116 = insertelement <4 x float> %v115, float %v81, i32 2
  %v117 = insertelement <4 x float> %v116, float %v82, i32 3
  %v118 = bitcast float addrspace(1)* %v113 to <4 x float> addrspace(1)*
  store <4 x float> %v117, <4 x float> addrspace(1)* %v118, align 16
  br label %st_done8
st_edge7:
  %v119 = icmp ult i64 %v101, %v102
  %v120 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  br i1 %v119, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v121 = insertelement <4 x float> undef, float %v79, i32 0
  %v122 = insertelement <4 x float> %v121, float %v80, i32 1
  %v123 = insertelement <4 x float> %v122, float %v81, i32 2
  %v124 = insertelement <4 x float> %v123, float %v82, i32 3
  %v125 = bitcast float addrspace(1)* %v120 to <4 x float> addrspace(1)*
  store <4 x float> %v124, <4 x float> addrspace(1)* %v125, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_zero, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_zero, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_neg_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_neg_inf(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = and i32 %v19, 63
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 64
  %v23 = zext i32 %v20 to i64
  %v24 = add i64 %v22, %v23
  %v25 = zext i32 %p1 to i64
  %v26 = add i64 %v22, 64
  %v27 = icmp sle i64 %v26, %v25
  %v28 = icmp sge i64 %v21, 0
  %v29 = and i1 %v27, %v28
  br i1 %v29, label %ld_full1, label %ld_edge2
ld_full1:
  %v30 = icmp ult i64 %v24, %v25
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v32 = load float, float addrspace(1)* %v31, align 4
  %v33 = add i64 %v24, 1
  %v34 = add i64 %v24, 1
  %v35 = icmp ult i64 %v34, %v25
  %v36 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v33
  %v37 = load float, float addrspace(1)* %v36, align 4
  %v38 = add i64 %v24, 2
  %v39 = add i64 %v24, 2
  %v40 = icmp ult i64 %v39, %v25
  %v41 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v38
  %v42 = load float, float addrspace(1)* %v41, align 4
  %v43 = add i64 %v24, 3
  %v44 = add i64 %v24, 3
  %v45 = icmp ult i64 %v44, %v25
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v43
  %v47 = load float, float addrspace(1)* %v46, align 4
  br label %ld_done3
ld_edge2:
  %v48 = bitcast float 0xFFF0000000000000 to i32
  %v49 = icmp ult i64 %v24, %v25
  %v50 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v51 = ptrtoint float addrspace(1)* %v50 to i64
  %v52 = zext i1 %v49 to i32
  %v53 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v51, i32 %v52, i32 %v48)
  %v54 = bitcast i32 %v53 to float
  %v55 = add i64 %v24, 1
  %v56 = add i64 %v24, 1
  %v57 = icmp ult i64 %v56, %v25
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v55
  %v59 = ptrtoint float addrspace(1)* %v58 to i64
  %v60 = zext i1 %v57 to i32
  %v61 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v59, i32 %v60, i32 %v48)
  %v62 = bitcast i32 %v61 to float
  %v63 = add i64 %v24, 2
  %v64 = add i64 %v24, 2
  %v65 = icmp ult i64 %v64, %v25
  %v66 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v63
  %v67 = ptrtoint float addrspace(1)* %v66 to i64
  %v68 = zext i1 %v65 to i32
  %v69 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v67, i32 %v68, i32 %v48)
  %v70 = bitcast i32 %v69 to float
  %v71 = add i64 %v24, 3
  %v72 = add i64 %v24, 3
  %v73 = icmp ult i64 %v72, %v25
  %v74 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v71
  %v75 = ptrtoint float addrspace(1)* %v74 to i64
  %v76 = zext i1 %v73 to i32
  %v77 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v75, i32 %v76, i32 %v48)
  %v78 = bitcast i32 %v77 to float
  br label %ld_done3
ld_done3:
  %v79 = phi float [ %v32, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v80 = phi float [ %v37, %ld_full1 ], [ %v62, %ld_edge2 ]
  %v81 = phi float [ %v42, %ld_full1 ], [ %v70, %ld_edge2 ]
  %v82 = phi float [ %v47, %ld_full1 ], [ %v78, %ld_edge2 ]
  %v83 = and i32 %v2, 1
  %v84 = shl i32 %v83, 2
  %v85 = lshr i32 %v2, 1
  %v86 = and i32 %v85, 1
  %v87 = shl i32 %v86, 3
  %v88 = or i32 %v84, %v87
  %v89 = lshr i32 %v2, 2
  %v90 = and i32 %v89, 1
  %v91 = shl i32 %v90, 4
  %v92 = or i32 %v88, %v91
  %v93 = lshr i32 %v2, 3
  %v94 = and i32 %v93, 1
  %v95 = shl i32 %v94, 5
  %v96 = or i32 %v92, %v95
  %v97 = and i32 %v96, 63
  %v98 = sext i32 %v4 to i64
  %v99 = mul i64 %v98, 64
  %v100 = zext i32 %v97 to i64
  %v101 = add i64 %v99, %v100
  %v102 = zext i32 %p4 to i64
  %v103 = add i64 %v99, 64
  %v104 = icmp sle i64 %v103, %v102
  %v105 = icmp sge i64 %v98, 0
  %v106 = and i1 %v104, %v105
  %v107 = and i32 %v2, 16
  %v108 = icmp eq i32 %v107, 0
  %v109 = and i32 %v3, 3
  %v110 = icmp eq i32 %v109, 0
  %v111 = and i1 %v108, %v110
  br i1 %v111, label %st_owner4, label %join5
st_owner4:
  br i1 %v106, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v112 = icmp ult i64 %v101, %v102
  %v113 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  %v114 = insertelement <4 x float> undef, float %v79, i32 0
  %v115 = insertelement <4 x float> %v114, float %v80, i32 1
  %v116 = insertelement <4 x float> %v115, float %v81, i32 2
  %v117 = insertelement <4 x float> %v116, float %v82, i32 3
  %v118 = bitcast float addrspace(1)* %v113 to <4 x float> addrspace(1)*
  store <4 x float> %v117, <4 x float> addrspace(1)* %v118, align 16
  br label %st_done8
st_edge7:
  %v119 = icmp ult i64 %v101, %v102
  %v120 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  br i1 %v119, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v121 = insertelement <4 x float> undef, float %v79, i32 0
  %v122 = insertelement <4 x float> %v121, float %v80, i32 1
  %v123 = insertelement <4 x float> %v122, float %v81, i32 2
  %v124 = insertelement <4 x float> %v123, float %v82, i32 3
  %v125 = bitcast float addrspace(1)* %v120 to <4 x float> addrspace(1)*
  store <4 x float> %v124, <4 x float> addrspace(1)* %v125, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_neg_inf, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_neg_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = and i32 %v19, 63
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 64
  %v23 = zext i32 %v20 to i64
  %v24 = add i64 %v22, %v23
  %v25 = zext i32 %p1 to i64
  %v26 = add i64 %v22, 64
  %v27 = icmp sle i64 %v26, %v25
  %v28 = icmp sge i64 %v21, 0
  %v29 = and i1 %v27, %v28
  br i1 %v29, label %ld_full1, label %ld_edge2
ld_full1:
  %v30 = icmp ult i64 %v24, %v25
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v32 = load float, float addrspace(1)* %v31, align 4
  %v33 = add i64 %v24, 1
  %v34 = add i64 %v24, 1
  %v35 = icmp ult i64 %v34, %v25
  %v36 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v33
  %v37 = load float, float addrspace(1)* %v36, align 4
  %v38 = add i64 %v24, 2
  %v39 = add i64 %v24, 2
  %v40 = icmp ult i64 %v39, %v25
  %v41 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v38
  %v42 = load float, float addrspace(1)* %v41, align 4
  %v43 = add i64 %v24, 3
  %v44 = add i64 %v24, 3
  %v45 = icmp ult i64 %v44, %v25
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v43
  %v47 = load float, float addrspace(1)* %v46, align 4
  br label %ld_done3
ld_edge2:
  %v48 = bitcast float 0x7FF0000000000000 to i32
  %v49 = icmp ult i64 %v24, %v25
  %v50 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v51 = ptrtoint float addrspace(1)* %v50 to i64
  %v52 = zext i1 %v49 to i32
  %v53 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v51, i32 %v52, i32 %v48)
  %v54 = bitcast i32 %v53 to float
  %v55 = add i64 %v24, 1
  %v56 = add i64 %v24, 1
  %v57 = icmp ult i64 %v56, %v25
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v55
  %v59 = ptrtoint float addrspace(1)* %v58 to i64
  %v60 = zext i1 %v57 to i32
  %v61 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v59, i32 %v60, i32 %v48)
  %v62 = bitcast i32 %v61 to float
  %v63 = add i64 %v24, 2
  %v64 = add i64 %v24, 2
  %v65 = icmp ult i64 %v64, %v25
  %v66 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v63
  %v67 = ptrtoint float addrspace(1)* %v66 to i64
  %v68 = zext i1 %v65 to i32
  %v69 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v67, i32 %v68, i32 %v48)
  %v70 = bitcast i32 %v69 to float
  %v71 = add i64 %v24, 3
  %v72 = add i64 %v24, 3
  %v73 = icmp ult i64 %v72, %v25
  %v74 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v71
  %v75 = ptrtoint float addrspace(1)* %v74 to i64
  %v76 = zext i1 %v73 to i32
  %v77 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v75, i32 %v76, i32 %v48)
  %v78 = bitcast i32 %v77 to float
  br label %ld_done3
ld_done3:
  %v79 = phi float [ %v32, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v80 = phi float [ %v37, %ld_full1 ], [ %v62, %ld_edge2 ]
  %v81 = phi float [ %v42, %ld_full1 ], [ %v70, %ld_edge2 ]
  %v82 = phi float [ %v47, %ld_full1 ], [ %v78, %ld_edge2 ]
  %v83 = and i32 %v2, 1
  %v84 = shl i32 %v83, 2
  %v85 = lshr i32 %v2, 1
  %v86 = and i32 %v85, 1
  %v87 = shl i32 %v86, 3
  %v88 = or i32 %v84, %v87
  %v89 = lshr i32 %v2, 2
  %v90 = and i32 %v89, 1
  %v91 = shl i32 %v90, 4
  %v92 = or i32 %v88, %v91
  %v93 = lshr i32 %v2, 3
  %v94 = and i32 %v93, 1
  %v95 = shl i32 %v94, 5
  %v96 = or i32 %v92, %v95
  %v97 = and i32 %v96, 63
  %v98 = sext i32 %v4 to i64
  %v99 = mul i64 %v98, 64
  %v100 = zext i32 %v97 to i64
  %v101 = add i64 %v99, %v100
  %v102 = zext i32 %p4 to i64
  %v103 = add i64 %v99, 64
  %v104 = icmp sle i64 %v103, %v102
  %v105 = icmp sge i64 %v98, 0
  %v106 = and i1 %v104, %v105
  %v107 = and i32 %v2, 16
  %v108 = icmp eq i32 %v107, 0
  %v109 = and i32 %v3, 3
  %v110 = icmp eq i32 %v109, 0
  %v111 = and i1 %v108, %v110
  br i1 %v111, label %st_owner4, label %join5
st_owner4:
  br i1 %v106, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v112 = icmp ult i64 %v101, %v102
  %v113 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  %v114 = insertelement <4 x float> undef, float %v79, i32 0
  %v115 = insertelement <4 x float> %v114, float %v80, i32 1
  %v116 = insertelement <4 x float> %v115, float %v81, i32 2
  %v117 = insertelement <4 x float> %v116, float %v82, i32 3
  %v118 = bitcast float addrspace(1)* %v113 to <4 x float> addrspace(1)*
  store <4 x float> %v117, <4 x float> addrspace(1)* %v118, align 16
  br label %st_done8
st_edge7:
  %v119 = icmp ult i64 %v101, %v102
  %v120 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  br i1 %v119, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v121 = insertelement <4 x float> undef, float %v79, i32 0
  %v122 = insertelement <4 x float> %v121, float %v80, i32 1
  %v123 = insertelement <4 x float> %v122, float %v81, i32 2
  %v124 = insertelement <4 x float> %v123, float %v82, i32 3
  %v125 = bitcast float addrspace(1)* %v120 to <4 x float> addrspace(1)*
  store <4 x float> %v124, <4 x float> addrspace(1)* %v125, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_pos_inf, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_pos_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_nan [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_nan(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = and i32 %v19, 63
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 64
  %v23 = zext i32 %v20 to i64
  %v24 = add i64 %v22, %v23
  %v25 = zext i32 %p1 to i64
  %v26 = add i64 %v22, 64
  %v27 = icmp sle i64 %v26, %v25
  %v28 = icmp sge i64 %v21, 0
  %v29 = and i1 %v27, %v28
  br i1 %v29, label %ld_full1, label %ld_edge2
ld_full1:
  %v30 = icmp ult i64 %v24, %v25
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v32 = load float, float addrspace(1)* %v31, align 4
  %v33 = add i64 %v24, 1
  %v34 = add i64 %v24, 1
  %v35 = icmp ult i64 %v34, %v25
  %v36 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v33
  %v37 = load float, float addrspace(1)* %v36, align 4
  %v38 = add i64 %v24, 2
  %v39 = add i64 %v24, 2
  %v40 = icmp ult i64 %v39, %v25
  %v41 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v38
  %v42 = load float, float addrspace(1)* %v41, align 4
  %v43 = add i64 %v24, 3
  %v44 = add i64 %v24, 3
  %v45 = icmp ult i64 %v44, %v25
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v43
  %v47 = load float, float addrspace(1)* %v46, align 4
  br label %ld_done3
ld_edge2:
  %v48 = bitcast float 0x7FF8000000000000 to i32
  %v49 = icmp ult i64 %v24, %v25
  %v50 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v24
  %v51 = ptrtoint float addrspace(1)* %v50 to i64
  %v52 = zext i1 %v49 to i32
  %v53 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v51, i32 %v52, i32 %v48)
  %v54 = bitcast i32 %v53 to float
  %v55 = add i64 %v24, 1
  %v56 = add i64 %v24, 1
  %v57 = icmp ult i64 %v56, %v25
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v55
  %v59 = ptrtoint float addrspace(1)* %v58 to i64
  %v60 = zext i1 %v57 to i32
  %v61 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v59, i32 %v60, i32 %v48)
  %v62 = bitcast i32 %v61 to float
  %v63 = add i64 %v24, 2
  %v64 = add i64 %v24, 2
  %v65 = icmp ult i64 %v64, %v25
  %v66 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v63
  %v67 = ptrtoint float addrspace(1)* %v66 to i64
  %v68 = zext i1 %v65 to i32
  %v69 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v67, i32 %v68, i32 %v48)
  %v70 = bitcast i32 %v69 to float
  %v71 = add i64 %v24, 3
  %v72 = add i64 %v24, 3
  %v73 = icmp ult i64 %v72, %v25
  %v74 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v71
  %v75 = ptrtoint float addrspace(1)* %v74 to i64
  %v76 = zext i1 %v73 to i32
  %v77 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v75, i32 %v76, i32 %v48)
  %v78 = bitcast i32 %v77 to float
  br label %ld_done3
ld_done3:
  %v79 = phi float [ %v32, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v80 = phi float [ %v37, %ld_full1 ], [ %v62, %ld_edge2 ]
  %v81 = phi float [ %v42, %ld_full1 ], [ %v70, %ld_edge2 ]
  %v82 = phi float [ %v47, %ld_full1 ], [ %v78, %ld_edge2 ]
  %v83 = and i32 %v2, 1
  %v84 = shl i32 %v83, 2
  %v85 = lshr i32 %v2, 1
  %v86 = and i32 %v85, 1
  %v87 = shl i32 %v86, 3
  %v88 = or i32 %v84, %v87
  %v89 = lshr i32 %v2, 2
  %v90 = and i32 %v89, 1
  %v91 = shl i32 %v90, 4
  %v92 = or i32 %v88, %v91
  %v93 = lshr i32 %v2, 3
  %v94 = and i32 %v93, 1
  %v95 = shl i32 %v94, 5
  %v96 = or i32 %v92, %v95
  %v97 = and i32 %v96, 63
  %v98 = sext i32 %v4 to i64
  %v99 = mul i64 %v98, 64
  %v100 = zext i32 %v97 to i64
  %v101 = add i64 %v99, %v100
  %v102 = zext i32 %p4 to i64
  %v103 = add i64 %v99, 64
  %v104 = icmp sle i64 %v103, %v102
  %v105 = icmp sge i64 %v98, 0
  %v106 = and i1 %v104, %v105
  %v107 = and i32 %v2, 16
  %v108 = icmp eq i32 %v107, 0
  %v109 = and i32 %v3, 3
  %v110 = icmp eq i32 %v109, 0
  %v111 = and i1 %v108, %v110
  br i1 %v111, label %st_owner4, label %join5
st_owner4:
  br i1 %v106, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v112 = icmp ult i64 %v101, %v102
  %v113 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  %v114 = insertelement <4 x float> undef, float %v79, i32 0
  %v115 = insertelement <4 x float> %v114, float %v80, i32 1
  %v116 = insertelement <4 x float> %v115, float %v81, i32 2
  %v117 = insertelement <4 x float> %v116, float %v82, i32 3
  %v118 = bitcast float addrspace(1)* %v113 to <4 x float> addrspace(1)*
  store <4 x float> %v117, <4 x float> addrspace(1)* %v118, align 16
  br label %st_done8
st_edge7:
  %v119 = icmp ult i64 %v101, %v102
  %v120 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  br i1 %v119, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v121 = insertelement <4 x float> undef, float %v79, i32 0
  %v122 = insertelement <4 x float> %v121, float %v80, i32 1
  %v123 = insertelement <4 x float> %v122, float %v81, i32 2
  %v124 = insertelement <4 x float> %v123, float %v82, i32 3
  %v125 = bitcast float addrspace(1)* %v120 to <4 x float> addrspace(1)*
  store <4 x float> %v124, <4 x float> addrspace(1)* %v125, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_nan, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @pad_nan, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_zero [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_zero(double addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, double addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 1
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 2
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 3
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 4
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 5
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v23, 63
  %v25 = sext i32 %v5 to i64
  %v26 = mul i64 %v25, 64
  %v27 = zext i32 %v24 to i64
  %v28 = add i64 %v26, %v27
  %v29 = zext i32 %p1 to i64
  %v30 = add i64 %v26, 64
  %v31 = icmp sle i64 %v30, %v29
  %v32 = icmp sge i64 %v25, 0
  %v33 = and i1 %v31, %v32
  br i1 %v33, label %ld_full1, label %ld_edge2
ld_full1:
  %v34 = icmp ult i64 %v28, %v29
  %v35 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v36 = bitcast double addrspace(1)* %v35 to <2 x double> addrspace(1)*
  %v37 = load <2 x double>, <2 x double> addrspace(1)* %v36, align 16
  %v38 = extractelement <2 x double> %v37, i32 0
  %v39 = extractelement <2 x double> %v37, i32 1
  br label %ld_done3
ld_edge2:
  %v40 = bitcast double 0x0000000000000000 to i64
  %v41 = icmp ult i64 %v28, %v29
  %v42 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v43 = bitcast double addrspace(1)* %v42 to <2 x double> addrspace(1)*
  %v44 = ptrtoint <2 x double> addrspace(1)* %v43 to i64
  %v45 = zext i1 %v41 to i32
  %v46 = call {i64, i64} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b64 {$0, $1}, [$2]; }", "=l,=l,l,r,0,1"(i64 %v44, i32 %v45, i64 %v40, i64 %v40)
  %v47 = extractvalue {i64, i64} %v46, 0
  %v48 = extractvalue {i64, i64} %v46, 1
  %v49 = bitcast i64 %v47 to double
  %v50 = bitcast i64 %v48 to double
  %v51 = insertelement <2 x double> undef, double %v49, i32 0
  %v52 = insertelement <2 x double> %v51, double %v50, i32 1
  %v53 = extractelement <2 x double> %v52, i32 0
  %v54 = extractelement <2 x double> %v52, i32 1
  br label %ld_done3
ld_done3:
  %v55 = phi double [ %v38, %ld_full1 ], [ %v53, %ld_edge2 ]
  %v56 = phi double [ %v39, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v57 = and i32 %v2, 1
  %v58 = shl i32 %v57, 1
  %v59 = lshr i32 %v2, 1
  %v60 = and i32 %v59, 1
  %v61 = shl i32 %v60, 2
  %v62 = or i32 %v58, %v61
  %v63 = lshr i32 %v2, 2
  %v64 = and i32 %v63, 1
  %v65 = shl i32 %v64, 3
  %v66 = or i32 %v62, %v65
  %v67 = lshr i32 %v2, 3
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 4
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 4
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 5
  %v74 = or i32 %v70, %v73
  %v75 = and i32 %v74, 63
  %v76 = sext i32 %v4 to i64
  %v77 = mul i64 %v76, 64
  %v78 = zext i32 %v75 to i64
  %v79 = add i64 %v77, %v78
  %v80 = zext i32 %p4 to i64
  %v81 = add i64 %v77, 64
  %v82 = icmp sle i64 %v81, %v80
  %v83 = icmp sge i64 %v76, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i32 %v3, 3
  %v86 = icmp eq i32 %v85, 0
  br i1 %v86, label %st_owner4, label %join5
st_owner4:
  br i1 %v84, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v87 = icmp ult i64 %v79, %v80
  %v88 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v79
  %v89 = insertelement <2 x double> undef, double %v55, i32 0
  %v90 = insertelement <2 x double> %v89, double %v56, i32 1
  %v91 = bitcast double addrspace(1)* %v88 to <2 x double> addrspace(1)*
  store <2 x double> %v90, <2 x double> addrspace(1)* %v91, align 16
  br label %st_done8
st_edge7:
  %v92 = icmp ult i64 %v79, %v80
  %v93 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v79
  br i1 %v92, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v94 = insertelement <2 x double> undef, double %v55, i32 0
  %v95 = insertelement <2 x double> %v94, double %v56, i32 1
  %v96 = bitcast double addrspace(1)* %v93 to <2 x double> addrspace(1)*
  store <2 x double> %v95, <2 x double> addrspace(1)* %v96, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_zero, !"kernel", i32 1}
!1 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_zero, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_neg_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_neg_inf(double addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, double addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 1
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 2
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 3
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 4
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 5
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v23, 63
  %v25 = sext i32 %v5 to i64
  %v26 = mul i64 %v25, 64
  %v27 = zext i32 %v24 to i64
  %v28 = add i64 %v26, %v27
  %v29 = zext i32 %p1 to i64
  %v30 = add i64 %v26, 64
  %v31 = icmp sle i64 %v30, %v29
  %v32 = icmp sge i64 %v25, 0
  %v33 = and i1 %v31, %v32
  br i1 %v33, label %ld_full1, label %ld_edge2
ld_full1:
  %v34 = icmp ult i64 %v28, %v29
  %v35 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v36 = bitcast double addrspace(1)* %v35 to <2 x double> addrspace(1)*
  %v37 = load <2 x double>, <2 x double> addrspace(1)* %v36, align 16
  %v38 = extractelement <2 x double> %v37, i32 0
  %v39 = extractelement <2 x double> %v37, i32 1
  br label %ld_done3
ld_edge2:
  %v40 = bitcast double 0xFFF0000000000000 to i64
  %v41 = icmp ult i64 %v28, %v29
  %v42 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v43 = bitcast double addrspace(1)* %v42 to <2 x double> addrspace(1)*
  %v44 = ptrtoint <2 x double> addrspace(1)* %v43 to i64
  %v45 = zext i1 %v41 to i32
  %v46 = call {i64, i64} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b64 {$0, $1}, [$2]; }", "=l,=l,l,r,0,1"(i64 %v44, i32 %v45, i64 %v40, i64 %v40)
  %v47 = extractvalue {i64, i64} %v46, 0
  %v48 = extractvalue {i64, i64} %v46, 1
  %v49 = bitcast i64 %v47 to double
  %v50 = bitcast i64 %v48 to double
  %v51 = insertelement <2 x double> undef, double %v49, i32 0
  %v52 = insertelement <2 x double> %v51, double %v50, i32 1
  %v53 = extractelement <2 x double> %v52, i32 0
  %v54 = extractelement <2 x double> %v52, i32 1
  br label %ld_done3
ld_done3:
  %v55 = phi double [ %v38, %ld_full1 ], [ %v53, %ld_edge2 ]
  %v56 = phi double [ %v39, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v57 = and i32 %v2, 1
  %v58 = shl i32 %v57, 1
  %v59 = lshr i32 %v2, 1
  %v60 = and i32 %v59, 1
  %v61 = shl i32 %v60, 2
  %v62 = or i32 %v58, %v61
  %v63 = lshr i32 %v2, 2
  %v64 = and i32 %v63, 1
  %v65 = shl i32 %v64, 3
  %v66 = or i32 %v62, %v65
  %v67 = lshr i32 %v2, 3
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 4
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 4
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 5
  %v74 = or i32 %v70, %v73
  %v75 = and i32 %v74, 63
  %v76 = sext i32 %v4 to i64
  %v77 = mul i64 %v76, 64
  %v78 = zext i32 %v75 to i64
  %v79 = add i64 %v77, %v78
  %v80 = zext i32 %p4 to i64
  %v81 = add i64 %v77, 64
  %v82 = icmp sle i64 %v81, %v80
  %v83 = icmp sge i64 %v76, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i32 %v3, 3
  %v86 = icmp eq i32 %v85, 0
  br i1 %v86, label %st_owner4, label %join5
st_owner4:
  br i1 %v84, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v87 = icmp ult i64 %v79, %v80
  %v88 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v79
  %v89 = insertelement <2 x double> undef, double %v55, i32 0
  %v90 = insertelement <2 x double> %v89, double %v56, i32 1
  %v91 = bitcast double addrspace(1)* %v88 to <2 x double> addrspace(1)*
  store <2 x double> %v90, <2 x double> addrspace(1)* %v91, align 16
  br label %st_done8
st_edge7:
  %v92 = icmp ult i64 %v79, %v80
  %v93 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v79
  br i1 %v92, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v94 = insertelement <2 x double> undef, double %v55, i32 0
  %v95 = insertelement <2 x double> %v94, double %v56, i32 1
  %v96 = bitcast double addrspace(1)* %v93 to <2 x double> addrspace(1)*
  store <2 x double> %v95, <2 x double> addrspace(1)* %v96, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_neg_inf, !"kernel", i32 1}
!1 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_neg_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf(double addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, double addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 1
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 2
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 3
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 4
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 5
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v23, 63
  %v25 = sext i32 %v5 to i64
  %v26 = mul i64 %v25, 64
  %v27 = zext i32 %v24 to i64
  %v28 = add i64 %v26, %v27
  %v29 = zext i32 %p1 to i64
  %v30 = add i64 %v26, 64
  %v31 = icmp sle i64 %v30, %v29
  %v32 = icmp sge i64 %v25, 0
  %v33 = and i1 %v31, %v32
  br i1 %v33, label %ld_full1, label %ld_edge2
ld_full1:
  %v34 = icmp ult i64 %v28, %v29
  %v35 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v36 = bitcast double addrspace(1)* %v35 to <2 x double> addrspace(1)*
  %v37 = load <2 x double>, <2 x double> addrspace(1)* %v36, align 16
  %v38 = extractelement <2 x double> %v37, i32 0
  %v39 = extractelement <2 x double> %v37, i32 1
  br label %ld_done3
ld_edge2:
  %v40 = bitcast double 0x7FF0000000000000 to i64
  %v41 = icmp ult i64 %v28, %v29
  %v42 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v43 = bitcast double addrspace(1)* %v42 to <2 x double> addrspace(1)*
  %v44 = ptrtoint <2 x double> addrspace(1)* %v43 to i64
  %v45 = zext i1 %v41 to i32
  %v46 = call {i64, i64} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b64 {$0, $1}, [$2]; }", "=l,=l,l,r,0,1"(i64 %v44, i32 %v45, i64 %v40, i64 %v40)
  %v47 = extractvalue {i64, i64} %v46, 0
  %v48 = extractvalue {i64, i64} %v46, 1
  %v49 = bitcast i64 %v47 to double
  %v50 = bitcast i64 %v48 to double
  %v51 = insertelement <2 x double> undef, double %v49, i32 0
  %v52 = insertelement <2 x double> %v51, double %v50, i32 1
  %v53 = extractelement <2 x double> %v52, i32 0
  %v54 = extractelement <2 x double> %v52, i32 1
  br label %ld_done3
ld_done3:
  %v55 = phi double [ %v38, %ld_full1 ], [ %v53, %ld_edge2 ]
  %v56 = phi double [ %v39, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v57 = and i32 %v2, 1
  %v58 = shl i32 %v57, 1
  %v59 = lshr i32 %v2, 1
  %v60 = and i32 %v59, 1
  %v61 = shl i32 %v60, 2
  %v62 = or i32 %v58, %v61
  %v63 = lshr i32 %v2, 2
  %v64 = and i32 %v63, 1
  %v65 = shl i32 %v64, 3
  %v66 = or i32 %v62, %v65
  %v67 = lshr i32 %v2, 3
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 4
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 4
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 5
  %v74 = or i32 %v70, %v73
  %v75 = and i32 %v74, 63
  %v76 = sext i32 %v4 to i64
  %v77 = mul i64 %v76, 64
  %v78 = zext i32 %v75 to i64
  %v79 = add i64 %v77, %v78
  %v80 = zext i32 %p4 to i64
  %v81 = add i64 %v77, 64
  %v82 = icmp sle i64 %v81, %v80
  %v83 = icmp sge i64 %v76, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i32 %v3, 3
  %v86 = icmp eq i32 %v85, 0
  br i1 %v86, label %st_owner4, label %join5
st_owner4:
  br i1 %v84, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v87 = icmp ult i64 %v79, %v80
  %v88 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v79
  %v89 = insertelement <2 x double> undef, double %v55, i32 0
  %v90 = insertelement <2 x double> %v89, double %v56, i32 1
  %v91 = bitcast double addrspace(1)* %v88 to <2 x double> addrspace(1)*
  store <2 x double> %v90, <2 x double> addrspace(1)* %v91, align 16
  br label %st_done8
st_edge7:
  %v92 = icmp ult i64 %v79, %v80
  %v93 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v79
  br i1 %v92, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v94 = insertelement <2 x double> undef, double %v55, i32 0
  %v95 = insertelement <2 x double> %v94, double %v56, i32 1
  %v96 = bitcast double addrspace(1)* %v93 to <2 x double> addrspace(1)*
  store <2 x double> %v95, <2 x double> addrspace(1)* %v96, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_pos_inf, !"kernel", i32 1}
!1 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_pos_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_nan [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_nan(double addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, double addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 1
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 2
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 3
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 4
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 5
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v23, 63
  %v25 = sext i32 %v5 to i64
  %v26 = mul i64 %v25, 64
  %v27 = zext i32 %v24 to i64
  %v28 = add i64 %v26, %v27
  %v29 = zext i32 %p1 to i64
  %v30 = add i64 %v26, 64
  %v31 = icmp sle i64 %v30, %v29
  %v32 = icmp sge i64 %v25, 0
  %v33 = and i1 %v31, %v32
  br i1 %v33, label %ld_full1, label %ld_edge2
ld_full1:
  %v34 = icmp ult i64 %v28, %v29
  %v35 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v36 = bitcast double addrspace(1)* %v35 to <2 x double> addrspace(1)*
  %v37 = load <2 x double>, <2 x double> addrspace(1)* %v36, align 16
  %v38 = extractelement <2 x double> %v37, i32 0
  %v39 = extractelement <2 x double> %v37, i32 1
  br label %ld_done3
ld_edge2:
  %v40 = bitcast double 0x7FF8000000000000 to i64
  %v41 = icmp ult i64 %v28, %v29
  %v42 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v43 = bitcast double addrspace(1)* %v42 to <2 x double> addrspace(1)*
  %v44 = ptrtoint <2 x double> addrspace(1)* %v43 to i64
  %v45 = zext i1 %v41 to i32
  %v46 = call {i64, i64} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b64 {$0, $1}, [$2]; }", "=l,=l,l,r,0,1"(i64 %v44, i32 %v45, i64 %v40, i64 %v40)
  %v47 = extractvalue {i64, i64} %v46, 0
  %v48 = extractvalue {i64, i64} %v46, 1
  %v49 = bitcast i64 %v47 to double
  %v50 = bitcast i64 %v48 to double
  %v51 = insertelement <2 x double> undef, double %v49, i32 0
  %v52 = insertelement <2 x double> %v51, double %v50, i32 1
  %v53 = extractelement <2 x double> %v52, i32 0
  %v54 = extractelement <2 x double> %v52, i32 1
  br label %ld_done3
ld_done3:
  %v55 = phi double [ %v38, %ld_full1 ], [ %v53, %ld_edge2 ]
  %v56 = phi double [ %v39, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v57 = and i32 %v2, 1
  %v58 = shl i32 %v57, 1
  %v59 = lshr i32 %v2, 1
  %v60 = and i32 %v59, 1
  %v61 = shl i32 %v60, 2
  %v62 = or i32 %v58, %v61
  %v63 = lshr i32 %v2, 2
  %v64 = and i32 %v63, 1
  %v65 = shl i32 %v64, 3
  %v66 = or i32 %v62, %v65
  %v67 = lshr i32 %v2, 3
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 4
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 4
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 5
  %v74 = or i32 %v70, %v73
  %v75 = and i32 %v74, 63
  %v76 = sext i32 %v4 to i64
  %v77 = mul i64 %v76, 64
  %v78 = zext i32 %v75 to i64
  %v79 = add i64 %v77, %v78
  %v80 = zext i32 %p4 to i64
  %v81 = add i64 %v77, 64
  %v82 = icmp sle i64 %v81, %v80
  %v83 = icmp sge i64 %v76, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i32 %v3, 3
  %v86 = icmp eq i32 %v85, 0
  br i1 %v86, label %st_owner4, label %join5
st_owner4:
  br i1 %v84, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v87 = icmp ult i64 %v79, %v80
  %v88 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v79
  %v89 = insertelement <2 x double> undef, double %v55, i32 0
  %v90 = insertelement <2 x double> %v89, double %v56, i32 1
  %v91 = bitcast double addrspace(1)* %v88 to <2 x double> addrspace(1)*
  store <2 x double> %v90, <2 x double> addrspace(1)* %v91, align 16
  br label %st_done8
st_edge7:
  %v92 = icmp ult i64 %v79, %v80
  %v93 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v79
  br i1 %v92, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v94 = insertelement <2 x double> undef, double %v55, i32 0
  %v95 = insertelement <2 x double> %v94, double %v56, i32 1
  %v96 = bitcast double addrspace(1)* %v93 to <2 x double> addrspace(1)*
  store <2 x double> %v95, <2 x double> addrspace(1)* %v96, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_nan, !"kernel", i32 1}
!1 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_nan, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_zero [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_zero(double addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, double addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 1
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 2
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 3
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 4
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 5
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v23, 63
  %v25 = sext i32 %v5 to i64
  %v26 = mul i64 %v25, 64
  %v27 = zext i32 %v24 to i64
  %v28 = add i64 %v26, %v27
  %v29 = zext i32 %p1 to i64
  %v30 = add i64 %v26, 64
  %v31 = icmp sle i64 %v30, %v29
  %v32 = icmp sge i64 %v25, 0
  %v33 = and i1 %v31, %v32
  br i1 %v33, label %ld_full1, label %ld_edge2
ld_full1:
  %v34 = icmp ult i64 %v28, %v29
  %v35 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v36 = load double, double addrspace(1)* %v35, align 8
  %v37 = add i64 %v28, 1
  %v38 = add i64 %v28, 1
  %v39 = icmp ult i64 %v38, %v29
  %v40 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v37
  %v41 = load double, double addrspace(1)* %v40, align 8
  br label %ld_done3
ld_edge2:
  %v42 = bitcast double 0x0000000000000000 to i64
  %v43 = icmp ult i64 %v28, %v29
  %v44 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v45 = ptrtoint double addrspace(1)* %v44 to i64
  %v46 = zext i1 %v43 to i32
  %v47 = call i64 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b64 $0, [$1]; }", "=l,l,r,0"(i64 %v45, i32 %v46, i64 %v42)
  %v48 = bitcast i64 %v47 to double
  %v49 = add i64 %v28, 1
  %v50 = add i64 %v28, 1
  %v51 = icmp ult i64 %v50, %v29
  %v52 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v49
  %v53 = ptrtoint double addrspace(1)* %v52 to i64
  %v54 = zext i1 %v51 to i32
  %v55 = call i64 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b64 $0, [$1]; }", "=l,l,r,0"(i64 %v53, i32 %v54, i64 %v42)
  %v56 = bitcast i64 %v55 to double
  br label %ld_done3
ld_done3:
  %v57 = phi double [ %v36, %ld_full1 ], [ %v48, %ld_edge2 ]
  %v58 = phi double [ %v41, %ld_full1 ], [ %v56, %ld_edge2 ]
  %v59 = and i32 %v2, 1
  %v60 = shl i32 %v59, 1
  %v61 = lshr i32 %v2, 1
  %v62 = and i32 %v61, 1
  %v63 = shl i32 %v62, 2
  %v64 = or i32 %v60, %v63
  %v65 = lshr i32 %v2, 2
  %v66 = and i32 %v65, 1
  %v67 = shl i32 %v66, 3
  %v68 = or i32 %v64, %v67
  %v69 = lshr i32 %v2, 3
  %v70 = and i32 %v69, 1
  %v71 = shl i32 %v70, 4
  %v72 = or i32 %v68, %v71
  %v73 = lshr i32 %v2, 4
  %v74 = and i32 %v73, 1
  %v75 = shl i32 %v74, 5
  %v76 = or i32 %v72, %v75
  %v77 = and i32 %v76, 63
  %v78 = sext i32 %v4 to i64
  %v79 = mul i64 %v78, 64
  %v80 = zext i32 %v77 to i64
  %v81 = add i64 %v79, %v80
  %v82 = zext i32 %p4 to i64
  %v83 = add i64 %v79, 64
  %v84 = icmp sle i64 %v83, %v82
  %v85 = icmp sge i64 %v78, 0
  %v86 = and i1 %v84, %v85
  %v87 = and i32 %v3, 3
  %v88 = icmp eq i32 %v87, 0
  br i1 %v88, label %st_owner4, label %join5
st_owner4:
  br i1 %v86, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v89 = icmp ult i64 %v81, %v82
  %v90 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v81
  %v91 = insertelement <2 x double> undef, double %v57, i32 0
  %v92 = insertelement <2 x double> %v91, double %v58, i32 1
  %v93 = bitcast double addrspace(1)* %v90 to <2 x double> addrspace(1)*
  store <2 x double> %v92, <2 x double> addrspace(1)* %v93, align 16
  br label %st_done8
st_edge7:
  %v94 = icmp ult i64 %v81, %v82
  %v95 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v81
  br i1 %v94, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v96 = insertelement <2 x double> undef, double %v57, i32 0
  %v97 = insertelement <2 x double> %v96, double %v58, i32 1
  %v98 = bitcast double addrspace(1)* %v95 to <2 x double> addrspace(1)*
  store <2 x double> %v97, <2 x double> addrspace(1)* %v98, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_zero, !"kernel", i32 1}
!1 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_zero, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_neg_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_neg_inf(double addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, double addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 1
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 2
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 3
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 4
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 5
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v23, 63
  %v25 = sext i32 %v5 to i64
  %v26 = mul i64 %v25, 64
  %v27 = zext i32 %v24 to i64
  %v28 = add i64 %v26, %v27
  %v29 = zext i32 %p1 to i64
  %v30 = add i64 %v26, 64
  %v31 = icmp sle i64 %v30, %v29
  %v32 = icmp sge i64 %v25, 0
  %v33 = and i1 %v31, %v32
  br i1 %v33, label %ld_full1, label %ld_edge2
ld_full1:
  %v34 = icmp ult i64 %v28, %v29
  %v35 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v36 = load double, double addrspace(1)* %v35, align 8
  %v37 = add i64 %v28, 1
  %v38 = add i64 %v28, 1
  %v39 = icmp ult i64 %v38, %v29
  %v40 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v37
  %v41 = load double, double addrspace(1)* %v40, align 8
  br label %ld_done3
ld_edge2:
  %v42 = bitcast double 0xFFF0000000000000 to i64
  %v43 = icmp ult i64 %v28, %v29
  %v44 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v45 = ptrtoint double addrspace(1)* %v44 to i64
  %v46 = zext i1 %v43 to i32
  %v47 = call i64 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b64 $0, [$1]; }", "=l,l,r,0"(i64 %v45, i32 %v46, i64 %v42)
  %v48 = bitcast i64 %v47 to double
  %v49 = add i64 %v28, 1
  %v50 = add i64 %v28, 1
  %v51 = icmp ult i64 %v50, %v29
  %v52 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v49
  %v53 = ptrtoint double addrspace(1)* %v52 to i64
  %v54 = zext i1 %v51 to i32
  %v55 = call i64 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b64 $0, [$1]; }", "=l,l,r,0"(i64 %v53, i32 %v54, i64 %v42)
  %v56 = bitcast i64 %v55 to double
  br label %ld_done3
ld_done3:
  %v57 = phi double [ %v36, %ld_full1 ], [ %v48, %ld_edge2 ]
  %v58 = phi double [ %v41, %ld_full1 ], [ %v56, %ld_edge2 ]
  %v59 = and i32 %v2, 1
  %v60 = shl i32 %v59, 1
  %v61 = lshr i32 %v2, 1
  %v62 = and i32 %v61, 1
  %v63 = shl i32 %v62, 2
  %v64 = or i32 %v60, %v63
  %v65 = lshr i32 %v2, 2
  %v66 = and i32 %v65, 1
  %v67 = shl i32 %v66, 3
  %v68 = or i32 %v64, %v67
  %v69 = lshr i32 %v2, 3
  %v70 = and i32 %v69, 1
  %v71 = shl i32 %v70, 4
  %v72 = or i32 %v68, %v71
  %v73 = lshr i32 %v2, 4
  %v74 = and i32 %v73, 1
  %v75 = shl i32 %v74, 5
  %v76 = or i32 %v72, %v75
  %v77 = and i32 %v76, 63
  %v78 = sext i32 %v4 to i64
  %v79 = mul i64 %v78, 64
  %v80 = zext i32 %v77 to i64
  %v81 = add i64 %v79, %v80
  %v82 = zext i32 %p4 to i64
  %v83 = add i64 %v79, 64
  %v84 = icmp sle i64 %v83, %v82
  %v85 = icmp sge i64 %v78, 0
  %v86 = and i1 %v84, %v85
  %v87 = and i32 %v3, 3
  %v88 = icmp eq i32 %v87, 0
  br i1 %v88, label %st_owner4, label %join5
st_owner4:
  br i1 %v86, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v89 = icmp ult i64 %v81, %v82
  %v90 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v81
  %v91 = insertelement <2 x double> undef, double %v57, i32 0
  %v92 = insertelement <2 x double> %v91, double %v58, i32 1
  %v93 = bitcast double addrspace(1)* %v90 to <2 x double> addrspace(1)*
  store <2 x double> %v92, <2 x double> addrspace(1)* %v93, align 16
  br label %st_done8
st_edge7:
  %v94 = icmp ult i64 %v81, %v82
  %v95 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v81
  br i1 %v94, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v96 = insertelement <2 x double> undef, double %v57, i32 0
  %v97 = insertelement <2 x double> %v96, double %v58, i32 1
  %v98 = bitcast double addrspace(1)* %v95 to <2 x double> addrspace(1)*
  store <2 x double> %v97, <2 x double> addrspace(1)* %v98, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_neg_inf, !"kernel", i32 1}
!1 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_neg_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf(double addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, double addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 1
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 2
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 3
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 4
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 5
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v23, 63
  %v25 = sext i32 %v5 to i64
  %v26 = mul i64 %v25, 64
  %v27 = zext i32 %v24 to i64
  %v28 = add i64 %v26, %v27
  %v29 = zext i32 %p1 to i64
  %v30 = add i64 %v26, 64
  %v31 = icmp sle i64 %v30, %v29
  %v32 = icmp sge i64 %v25, 0
  %v33 = and i1 %v31, %v32
  br i1 %v33, label %ld_full1, label %ld_edge2
ld_full1:
  %v34 = icmp ult i64 %v28, %v29
  %v35 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v36 = load double, double addrspace(1)* %v35, align 8
  %v37 = add i64 %v28, 1
  %v38 = add i64 %v28, 1
  %v39 = icmp ult i64 %v38, %v29
  %v40 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v37
  %v41 = load double, double addrspace(1)* %v40, align 8
  br label %ld_done3
ld_edge2:
  %v42 = bitcast double 0x7FF0000000000000 to i64
  %v43 = icmp ult i64 %v28, %v29
  %v44 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v45 = ptrtoint double addrspace(1)* %v44 to i64
  %v46 = zext i1 %v43 to i32
  %v47 = call i64 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b64 $0, [$1]; }", "=l,l,r,0"(i64 %v45, i32 %v46, i64 %v42)
  %v48 = bitcast i64 %v47 to double
  %v49 = add i64 %v28, 1
  %v50 = add i64 %v28, 1
  %v51 = icmp ult i64 %v50, %v29
  %v52 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v49
  %v53 = ptrtoint double addrspace(1)* %v52 to i64
  %v54 = zext i1 %v51 to i32
  %v55 = call i64 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b64 $0, [$1]; }", "=l,l,r,0"(i64 %v53, i32 %v54, i64 %v42)
  %v56 = bitcast i64 %v55 to double
  br label %ld_done3
ld_done3:
  %v57 = phi double [ %v36, %ld_full1 ], [ %v48, %ld_edge2 ]
  %v58 = phi double [ %v41, %ld_full1 ], [ %v56, %ld_edge2 ]
  %v59 = and i32 %v2, 1
  %v60 = shl i32 %v59, 1
  %v61 = lshr i32 %v2, 1
  %v62 = and i32 %v61, 1
  %v63 = shl i32 %v62, 2
  %v64 = or i32 %v60, %v63
  %v65 = lshr i32 %v2, 2
  %v66 = and i32 %v65, 1
  %v67 = shl i32 %v66, 3
  %v68 = or i32 %v64, %v67
  %v69 = lshr i32 %v2, 3
  %v70 = and i32 %v69, 1
  %v71 = shl i32 %v70, 4
  %v72 = or i32 %v68, %v71
  %v73 = lshr i32 %v2, 4
  %v74 = and i32 %v73, 1
  %v75 = shl i32 %v74, 5
  %v76 = or i32 %v72, %v75
  %v77 = and i32 %v76, 63
  %v78 = sext i32 %v4 to i64
  %v79 = mul i64 %v78, 64
  %v80 = zext i32 %v77 to i64
  %v81 = add i64 %v79, %v80
  %v82 = zext i32 %p4 to i64
  %v83 = add i64 %v79, 64
  %v84 = icmp sle i64 %v83, %v82
  %v85 = icmp sge i64 %v78, 0
  %v86 = and i1 %v84, %v85
  %v87 = and i32 %v3, 3
  %v88 = icmp eq i32 %v87, 0
  br i1 %v88, label %st_owner4, label %join5
st_owner4:
  br i1 %v86, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v89 = icmp ult i64 %v81, %v82
  %v90 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v81
  %v91 = insertelement <2 x double> undef, double %v57, i32 0
  %v92 = insertelement <2 x double> %v91, double %v58, i32 1
  %v93 = bitcast double addrspace(1)* %v90 to <2 x double> addrspace(1)*
  store <2 x double> %v92, <2 x double> addrspace(1)* %v93, align 16
  br label %st_done8
st_edge7:
  %v94 = icmp ult i64 %v81, %v82
  %v95 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v81
  br i1 %v94, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v96 = insertelement <2 x double> undef, double %v57, i32 0
  %v97 = insertelement <2 x double> %v96, double %v58, i32 1
  %v98 = bitcast double addrspace(1)* %v95 to <2 x double> addrspace(1)*
  store <2 x double> %v97, <2 x double> addrspace(1)* %v98, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_pos_inf, !"kernel", i32 1}
!1 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_pos_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_nan [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_nan(double addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, double addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 1
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 2
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 3
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 4
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 5
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v23, 63
  %v25 = sext i32 %v5 to i64
  %v26 = mul i64 %v25, 64
  %v27 = zext i32 %v24 to i64
  %v28 = add i64 %v26, %v27
  %v29 = zext i32 %p1 to i64
  %v30 = add i64 %v26, 64
  %v31 = icmp sle i64 %v30, %v29
  %v32 = icmp sge i64 %v25, 0
  %v33 = and i1 %v31, %v32
  br i1 %v33, label %ld_full1, label %ld_edge2
ld_full1:
  %v34 = icmp ult i64 %v28, %v29
  %v35 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v36 = load double, double addrspace(1)* %v35, align 8
  %v37 = add i64 %v28, 1
  %v38 = add i64 %v28, 1
  %v39 = icmp ult i64 %v38, %v29
  %v40 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v37
  %v41 = load double, double addrspace(1)* %v40, align 8
  br label %ld_done3
ld_edge2:
  %v42 = bitcast double 0x7FF8000000000000 to i64
  %v43 = icmp ult i64 %v28, %v29
  %v44 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v28
  %v45 = ptrtoint double addrspace(1)* %v44 to i64
  %v46 = zext i1 %v43 to i32
  %v47 = call i64 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b64 $0, [$1]; }", "=l,l,r,0"(i64 %v45, i32 %v46, i64 %v42)
  %v48 = bitcast i64 %v47 to double
  %v49 = add i64 %v28, 1
  %v50 = add i64 %v28, 1
  %v51 = icmp ult i64 %v50, %v29
  %v52 = getelementptr inbounds double, double addrspace(1)* %p0, i64 %v49
  %v53 = ptrtoint double addrspace(1)* %v52 to i64
  %v54 = zext i1 %v51 to i32
  %v55 = call i64 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b64 $0, [$1]; }", "=l,l,r,0"(i64 %v53, i32 %v54, i64 %v42)
  %v56 = bitcast i64 %v55 to double
  br label %ld_done3
ld_done3:
  %v57 = phi double [ %v36, %ld_full1 ], [ %v48, %ld_edge2 ]
  %v58 = phi double [ %v41, %ld_full1 ], [ %v56, %ld_edge2 ]
  %v59 = and i32 %v2, 1
  %v60 = shl i32 %v59, 1
  %v61 = lshr i32 %v2, 1
  %v62 = and i32 %v61, 1
  %v63 = shl i32 %v62, 2
  %v64 = or i32 %v60, %v63
  %v65 = lshr i32 %v2, 2
  %v66 = and i32 %v65, 1
  %v67 = shl i32 %v66, 3
  %v68 = or i32 %v64, %v67
  %v69 = lshr i32 %v2, 3
  %v70 = and i32 %v69, 1
  %v71 = shl i32 %v70, 4
  %v72 = or i32 %v68, %v71
  %v73 = lshr i32 %v2, 4
  %v74 = and i32 %v73, 1
  %v75 = shl i32 %v74, 5
  %v76 = or i32 %v72, %v75
  %v77 = and i32 %v76, 63
  %v78 = sext i32 %v4 to i64
  %v79 = mul i64 %v78, 64
  %v80 = zext i32 %v77 to i64
  %v81 = add i64 %v79, %v80
  %v82 = zext i32 %p4 to i64
  %v83 = add i64 %v79, 64
  %v84 = icmp sle i64 %v83, %v82
  %v85 = icmp sge i64 %v78, 0
  %v86 = and i1 %v84, %v85
  %v87 = and i32 %v3, 3
  %v88 = icmp eq i32 %v87, 0
  br i1 %v88, label %st_owner4, label %join5
st_owner4:
  br i1 %v86, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v89 = icmp ult i64 %v81, %v82
  %v90 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v81
  %v91 = insertelement <2 x double> undef, double %v57, i32 0
  %v92 = insertelement <2 x double> %v91, double %v58, i32 1
  %v93 = bitcast double addrspace(1)* %v90 to <2 x double> addrspace(1)*
  store <2 x double> %v92, <2 x double> addrspace(1)* %v93, align 16
  br label %st_done8
st_edge7:
  %v94 = icmp ult i64 %v81, %v82
  %v95 = getelementptr inbounds double, double addrspace(1)* %p3, i64 %v81
  br i1 %v94, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v96 = insertelement <2 x double> undef, double %v57, i32 0
  %v97 = insertelement <2 x double> %v96, double %v58, i32 1
  %v98 = bitcast double addrspace(1)* %v95 to <2 x double> addrspace(1)*
  store <2 x double> %v97, <2 x double> addrspace(1)* %v98, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_nan, !"kernel", i32 1}
!1 = !{void (double addrspace(1)*, i32, i32, double addrspace(1)*, i32, i32)* @pad_nan, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
